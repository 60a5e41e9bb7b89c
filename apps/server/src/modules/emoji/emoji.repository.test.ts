import { emojiHistoryResponseSchema } from '@tipsy/contracts'
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

  /** The endpoint's answer from the page read, held to the contract (no key it does not declare). */
  const answerOf = async (userId: string, page: number, pageSize: number) => {
    const emoji = createEmojiRepository(t.database.handle.db)
    const { items, hasMore } = await emoji.listPage(userId, page, pageSize)
    const answer = { history: items, page, limit: pageSize, hasMore }
    return emojiHistoryResponseSchema.strict().parse(JSON.parse(JSON.stringify(answer)))
  }

  it('reads the same newest-first order on shallow and deep pages, ties broken by id', async () => {
    const { db } = t.database.handle
    const { userId } = await t.signIn({ email: 'pages@example.com' })
    const other = await t.signIn({ email: 'pages-other@example.com' })
    const start = Date.parse('2030-01-01T00:00:00Z')
    // Pairs of rows share a time, so the order within a pair is the id's; the last page is short.
    const count = DEEP_PAGE_OFFSET + 50
    const rows = Array.from({ length: count }, (_, index) => ({
      userId,
      text: `row ${index}`,
      emoji: '🎉',
      createdAt: new Date(start + Math.floor(index / 2) * 1000),
    }))
    await db.insert(schema.emojiHistory).values(rows)
    await db
      .insert(schema.emojiHistory)
      .values({ userId: other.userId, text: 'not yours', emoji: '🙈', createdAt: new Date(start) })

    const read: string[] = []
    let hasMore = true
    for (let page = 1; hasMore; page++) {
      const answer = await answerOf(userId, page, 20)
      expect(answer).toMatchObject({ page, limit: 20 })
      expect(answer.history).toHaveLength(answer.hasMore ? 20 : count % 20)
      read.push(...answer.history.map((item) => item.id))
      hasMore = answer.hasMore
    }
    const all = await db.select().from(schema.emojiHistory)
    const expected = all
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id)
    expect(read).toEqual(expected)
  })

  it('reads text with quotes, backslashes, emoji and line breaks back exactly, and times as ISO text', async () => {
    const { userId } = await t.signIn({ email: 'pages-text@example.com' })
    const text = 'she said "hi" \\ then\nleft 🥲\t(\u0001)'
    const at = new Date('2031-05-06T07:08:09.123Z')
    await t.database.handle.db
      .insert(schema.emojiHistory)
      .values({ userId, text, emoji: '👋😅', createdAt: at })
    const answer = await answerOf(userId, 1, 20)
    expect(answer.history).toEqual([expect.objectContaining({ text, emoji: '👋😅', time: at.toISOString() })])
    expect(answer.hasMore).toBe(false)
  })

  it('answers an empty page past the end and for a user without history', async () => {
    const { userId } = await t.signIn({ email: 'pages-empty@example.com' })
    expect(await answerOf(userId, 1, 20)).toEqual({ history: [], page: 1, limit: 20, hasMore: false })
    expect(await answerOf(userId, 7, 5)).toEqual({ history: [], page: 7, limit: 5, hasMore: false })
  })
})
