// Console output of the load commands: aligned tables and their bounded-run flags.

export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
  console.info(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`)
  for (const row of rows) console.info(line(row))
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits)
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`
export const passMark = (pass: boolean) => (pass ? 'pass' : 'MISS')

/** How one timed call ended: its status (0 when it never answered), Retry-After, and time. */
export interface CallOutcome {
  status: number
  retryAfter: string | null
  ms: number
}

/** How many calls ended each way; a 503 that says when to come back is named apart. */
export function countOutcomes(outcomes: readonly CallOutcome[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { status, retryAfter } of outcomes) {
    const key = status === 503 && retryAfter ? '503 + Retry-After' : String(status || 'hung')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** The p-th percentile (0–100) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

/** `--ci` selects the short form; `--seconds N` overrides the length of each measurement. */
export function runFlags(argv: string[], lengths: { ci: number; full: number }) {
  const ci = argv.includes('--ci')
  const secondsFlag = argv.indexOf('--seconds')
  const seconds = secondsFlag >= 0 ? Number(argv[secondsFlag + 1]) : ci ? lengths.ci : lengths.full
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds needs a positive number')
  return { ci, seconds }
}

export type Defer = (cleanup: () => unknown) => void

/**
 * Runs `main`, then the clean-ups it registered with `defer` (newest first; also on Ctrl-C),
 * and exits 1 when `main` throws or returns false.
 */
export function runCommand(main: (defer: Defer) => Promise<boolean>): void {
  const cleanups: (() => unknown)[] = []
  let cleaning: Promise<void> | null = null
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup()
        } catch (error) {
          console.error('clean-up failed:', error)
        }
      }
    })()
    return cleaning
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().then(() => process.exit(130)))
  }
  main((cleanup) => cleanups.push(cleanup)).then(
    async (passed) => {
      await cleanUp()
      process.exit(passed ? 0 : 1)
    },
    async (error) => {
      console.error(error)
      await cleanUp()
      process.exit(1)
    },
  )
}
