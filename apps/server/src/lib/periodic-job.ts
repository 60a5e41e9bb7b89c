import type { Database, Executor } from '@tipsy/db'
import { sql } from 'drizzle-orm'

export interface PeriodicJob {
  name: string
  everyMs: number
  /** The work; returns what to log (e.g. rows deleted). */
  run(db: Executor): Promise<number>
}

export interface PeriodicJobs {
  start(): void
  /** Runs every job once now (tests, and the first run after start). */
  runAll(): Promise<void>
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>
}

/**
 * Housekeeping that any number of processes may run: each run takes a transaction-scoped
 * advisory lock named after the job and skips when another process holds it, so the work is
 * done once per period rather than once per process, and never twice at the same time.
 */
export function periodicJobs(
  db: Database,
  jobs: PeriodicJob[],
  log: { info(message: string): void; error(error: unknown, message: string): void },
): PeriodicJobs {
  const timers: NodeJS.Timeout[] = []
  const running = new Set<Promise<void>>()

  async function runOnce(job: PeriodicJob): Promise<void> {
    try {
      const done = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ locked: boolean }>(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`tipsy-job:${job.name}`}, 0)) as locked`,
        )
        return rows[0]?.locked ? job.run(tx) : null
      })
      if (done) log.info(`${job.name}: ${done} row(s)`)
    } catch (error) {
      log.error(error, `${job.name} failed; it runs again in ${Math.round(job.everyMs / 60_000)} min`)
    }
  }

  function track(run: Promise<void>): Promise<void> {
    running.add(run)
    return run.finally(() => running.delete(run))
  }

  return {
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => void track(runOnce(job)), job.everyMs)
        timer.unref()
        timers.push(timer)
      }
    },
    async runAll() {
      await Promise.all(jobs.map((job) => track(runOnce(job))))
    },
    async stop() {
      for (const timer of timers) clearInterval(timer)
      timers.length = 0
      await Promise.all(running)
    },
  }
}
