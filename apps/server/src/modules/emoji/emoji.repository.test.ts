import { schema } from '@tipsy/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { createEmojiRepository, DEEP_PAGE_OFFSET } from './emoji.repository'

describe('emoji history pages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reads the same newest-first order on shallow and deep pages, ties broken by id', async () => {
    const { db } = t.database.handle
    const { userId } = await t.signIn({ email: 'pages@example.com' })
    const other = await t.signIn({ email: 'pages-other@example.com' })
    const start = Date.parse('2030-01-01T00:00:00Z')
    // Pairs of rows share a time, so the order within a pair is the id's.
    const rows = Array.from({ length: DEEP_PAGE_OFFSET + 60 }, (_, index) => ({
      userId,
      text: `row ${index}`,
      emoji: '🎉',
      createdAt: new Date(start + Math.floor(index / 2) * 1000),
    }))
    await db.insert(schema.emojiHistory).values(rows)
    await db
      .insert(schema.emojiHistory)
      .values({ userId: other.userId, text: 'not yours', emoji: '🙈', createdAt: new Date(start) })

    const emoji = createEmojiRepository(db)
    const read: string[] = []
    let hasMore = true
    for (let page = 1; hasMore; page++) {
      const result = await emoji.listPage(userId, page, 20)
      read.push(...result.items.map((item) => item.id))
      hasMore = result.hasMore
    }
    const all = await db.select().from(schema.emojiHistory)
    const expected = all
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id)
    expect(read).toEqual(expected)
  })
})
