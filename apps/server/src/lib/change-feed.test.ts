import { schema } from '@tipsy/db'
import { createTestDatabase, type TestDatabase } from '@tipsy/db/testing'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChangeFeed, createInvalidatedCache, MAX_CHANGE_DELAY_MS, startChangeFeed } from './change-feed'

async function eventually(check: () => boolean, withinMs = MAX_CHANGE_DELAY_MS): Promise<number> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return Date.now() - started
}

describe('change feed', () => {
  let database: TestDatabase
  let feed: ChangeFeed
  let familyId: string
  beforeAll(async () => {
    database = await createTestDatabase()
    feed = await startChangeFeed(database.handle)
    const { db } = database.handle
    const [user] = await db
      .insert(schema.users)
      .values({ authProvider: 'local', authSubject: 'feed', email: 'feed@example.com', name: 'Feed' })
      .returning()
    const [family] = await db
      .insert(schema.refreshTokenFamilies)
      .values({ userId: user?.id ?? '', expiresAt: new Date(Date.now() + 60_000) })
      .returning()
    familyId = family?.id ?? ''
    await eventually(() => feed.isCurrent())
  })
  afterAll(async () => {
    await feed.close()
    await database.dispose()
  })

  const revoke = () =>
    database.handle.db
      .update(schema.refreshTokenFamilies)
      .set({ revokedAt: new Date() })
      .where(eq(schema.refreshTokenFamilies.id, familyId))

  it('forgets a cached session when any writer revokes it in the database', async () => {
    const cache = createInvalidatedCache<string>(feed, 'session', 10)
    let loads = 0
    const load = async () => `state ${++loads}`
    expect(await cache.get(familyId, load)).toBe('state 1')
    expect(await cache.get(familyId, load)).toBe('state 1')
    const before = feed.epoch()
    await revoke()
    const delay = await eventually(() => feed.epoch() > before)
    expect(delay).toBeLessThan(MAX_CHANGE_DELAY_MS)
    expect(await cache.get(familyId, load)).toBe('state 2')
  })

  it('does not keep a value read while a change arrived: it may be older than the change', async () => {
    const cache = createInvalidatedCache<string>(feed, 'session', 10)
    const before = feed.epoch()
    const read = cache.get('some-session', async () => {
      await revoke()
      await eventually(() => feed.epoch() > before)
      return 'read before the change'
    })
    expect(await read).toBe('read before the change')
    expect(await cache.get('some-session', async () => 'fresh')).toBe('fresh')
  })

  it('forgets at once what this process wrote itself, and holds at most its bound', async () => {
    const cache = createInvalidatedCache<string>(feed, 'subscription', 2)
    await cache.get('a', async () => 'a1')
    cache.forget('a')
    expect(await cache.get('a', async () => 'a2')).toBe('a2')
    await cache.get('b', async () => 'b1')
    await cache.get('c', async () => 'c1')
    expect(await cache.get('a', async () => 'a3')).toBe('a3')
    // A null (nothing found) is never kept.
    await cache.get('d', async () => null)
    expect(await cache.get('d', async () => 'd1')).toBe('d1')
  })
})
