import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './testing'

interface PlanNode {
  'Node Type': string
  'Scan Direction'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

/**
 * History pages ask for a user's rows `order by created_at desc, id desc`. The index must hand
 * them out in that order, so a page reads its rows rather than sorting all of the user's.
 */
describe('history indexes', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.dispose())

  it.each([
    ['emoji_history', 'emoji_history_user_created_idx'],
    ['messages', 'messages_user_created_idx'],
    ['message_analyses', 'message_analyses_user_created_idx'],
  ])('%s pages come newest first straight from the index, without a sort', async (table, index) => {
    const plan = await database.handle.db.transaction(async (tx) => {
      // The test tables are tiny; without this the planner would rightly read them whole.
      await tx.execute(sql`set local enable_seqscan = off`)
      await tx.execute(sql`set local enable_bitmapscan = off`)
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql.raw(`explain (format json) select id from ${table}
          where user_id = '00000000-0000-0000-0000-000000000000'
          order by created_at desc, id desc limit 21 offset 980`),
      )
      return rows[0]?.['QUERY PLAN'][0].Plan
    })
    expect(plan?.['Node Type']).toBe('Limit')
    expect(plan?.Plans?.[0]).toMatchObject({
      'Node Type': 'Index Only Scan',
      'Scan Direction': 'Backward',
      'Index Name': index,
    })
  })
})
