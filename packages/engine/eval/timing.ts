import { performance } from 'node:perf_hooks'

/** The median of a list of numbers (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * p50 wall time of `run` in milliseconds over `iterations` calls, after `warmUp` untimed calls
 * (the JIT and lazy indexes settle first). `run` gets the iteration number to vary its input.
 */
export function p50Milliseconds(
  run: (iteration: number) => unknown,
  iterations: number,
  warmUp = 50,
): number {
  for (let iteration = 0; iteration < warmUp; iteration++) run(iteration)
  const times: number[] = []
  for (let iteration = 0; iteration < iterations; iteration++) {
    const start = performance.now()
    run(iteration)
    times.push(performance.now() - start)
  }
  return median(times)
}

/**
 * Wall times (ms) of several functions timed turn about on each iteration, so a burst of load
 * from other work on the machine hits all of them alike; one list of times per function.
 */
export function timedTurnAbout(
  runs: readonly ((iteration: number) => unknown)[],
  iterations: number,
  warmUp = 50,
): number[][] {
  const times = runs.map((): number[] => [])
  for (let iteration = 0; iteration < warmUp + iterations; iteration++) {
    runs.forEach((run, index) => {
      const start = performance.now()
      run(iteration)
      const elapsed = performance.now() - start
      if (iteration >= warmUp) times[index]?.push(elapsed)
    })
  }
  return times
}

/** The median of the per-iteration ratios a[i] / b[i]: steadier under load than a ratio of medians. */
export function medianRatio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((value, index) => value / (b[index] ?? Number.NaN)))
}
