/** Where the store tells of a fetch in progress: a bar on a terminal, two lines in a log. */
export interface DownloadProgress {
  /** `totalBytes` undefined: the fetch cannot report bytes (pip), so only its start and end are told. */
  start(label: string, totalBytes?: number, resumedFromBytes?: number): ProgressTask
}

export interface ProgressTask {
  /** Bytes now on disk, the resumed part included. */
  update(doneBytes: number): void
  finish(outcome: string): void
}

/** The writable side of a terminal or log: process.stderr, or a fake in tests. */
export interface ProgressStream {
  write(text: string): unknown
  isTTY?: boolean
  columns?: number
}

const REDRAW_EVERY_MS = 100
const BAR_WIDTH = 24

export const silentProgress: DownloadProgress = {
  start: () => ({ update: () => {}, finish: () => {} }),
}

/**
 * A bar redrawn in place when `stream` is a terminal; otherwise one line when a fetch starts and
 * one when it ends, so logs are not filled with carriage returns.
 */
export function terminalProgress(stream: ProgressStream, now: () => number = Date.now): DownloadProgress {
  return {
    start(label, totalBytes, resumedFromBytes = 0) {
      const startedAt = now()
      const resumed = resumedFromBytes > 0 ? `, resuming at ${formatMegabytes(resumedFromBytes)}` : ''
      const size = totalBytes === undefined ? '' : ` (${formatMegabytes(totalBytes)}${resumed})`
      const drawsBar = stream.isTTY === true && totalBytes !== undefined
      if (!drawsBar) stream.write(`${label}: fetching${size}\n`)
      let lastDrawAt = 0
      let drawn = false
      const draw = (doneBytes: number) => {
        if (totalBytes === undefined) return
        const fraction = totalBytes > 0 ? Math.min(1, doneBytes / totalBytes) : 1
        const filled = Math.round(fraction * BAR_WIDTH)
        const seconds = Math.max(0.001, (now() - startedAt) / 1000)
        const rate = (doneBytes - resumedFromBytes) / seconds
        const line =
          `${label} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(fraction * 100)}% ` +
          `${formatMegabytes(doneBytes)}/${formatMegabytes(totalBytes)} ${formatMegabytes(rate)}/s`
        const width = stream.columns ?? 100
        stream.write(`\r${line.slice(0, width - 1).padEnd(Math.min(width - 1, 100))}`)
        drawn = true
      }
      if (drawsBar) draw(resumedFromBytes)
      return {
        update(doneBytes) {
          if (!drawsBar || now() - lastDrawAt < REDRAW_EVERY_MS) return
          lastDrawAt = now()
          draw(doneBytes)
        },
        finish(outcome) {
          const seconds = ((now() - startedAt) / 1000).toFixed(1)
          stream.write(`${drawn ? '\r\x1b[2K' : ''}${label}: ${outcome} in ${seconds} s\n`)
        },
      }
    },
  }
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}
