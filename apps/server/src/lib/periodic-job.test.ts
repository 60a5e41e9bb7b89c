import { createTestDatabase, type TestDatabase } from '@tipsy/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { periodicJobs } from './periodic-job'

describe('periodic jobs', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.dispose())

  const quiet = { info: () => {}, error: () => {} }

  it('never runs one job in two processes at the same time', async () => {
    let running = 0
    let mostAtOnce = 0
    let runs = 0
    const job = {
      name: 'test-job',
      everyMs: 60_000,
      async run() {
        running++
        runs++
        mostAtOnce = Math.max(mostAtOnce, running)
        await new Promise((resolve) => setTimeout(resolve, 100))
        running--
        return 1
      },
    }
    // Two processes' schedulers on one database, due at the same moment.
    const first = periodicJobs(database.handle.db, [job], quiet)
    const second = periodicJobs(database.handle.db, [job], quiet)
    await Promise.all([first.runAll(), second.runAll()])
    expect(mostAtOnce).toBe(1)
    expect(runs).toBeGreaterThanOrEqual(1)
  })

  it('logs a failing run and keeps going', async () => {
    const errors: string[] = []
    const jobs = periodicJobs(
      database.handle.db,
      [
        {
          name: 'failing-job',
          everyMs: 60_000,
          run: async () => {
            throw new Error('boom')
          },
        },
      ],
      { info: () => {}, error: (_error, message) => errors.push(message) },
    )
    await jobs.runAll()
    expect(errors).toEqual(['failing-job failed; it runs again in 1 min'])
    jobs.start()
    await jobs.stop()
  })
})
