import { Redis } from 'ioredis'
import type { WindowCount } from './limits.repository'

/** Counts a call in a fixed window: INCR, and the window's expiry set by its first call. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`

/**
 * Rate-limit windows in Redis (REDIS_URL) instead of the database: the same fixed windows,
 * shared by every process, one atomic script per call.
 */
export function createRedisWindowCounter(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })
  redis.defineCommand('tipsyCountInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW })
  const countInWindow = (
    redis as unknown as Record<string, (key: string, windowMs: number) => Promise<number[]>>
  ).tipsyCountInWindow

  return {
    async count(key: string, windowMs: number): Promise<WindowCount> {
      const [count, ttlMs] = (await countInWindow?.call(redis, `tipsy-rate-limit:${key}`, windowMs)) ?? []
      return { count: Number(count ?? 1), ttlMs: Number(ttlMs ?? windowMs) }
    },
    async close(): Promise<void> {
      await redis.quit().catch(() => {})
    },
  }
}

export type RedisWindowCounter = ReturnType<typeof createRedisWindowCounter>
