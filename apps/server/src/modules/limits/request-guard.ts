import { type Endpoint, FREE_DAILY_LIMITS, type RateLimitClass, type Tones } from '@tipsy/contracts'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { ApiError, unauthorized } from '../../lib/api-error'
import type { Admission, RequestGuard } from '../../lib/define-route'
import type { Sessions } from '../auth/sessions'
import {
  countsOnceAs,
  dailyLimit,
  formatWait,
  lockedTonesUsed,
  nextUtcMidnight,
  premiumToneDetail,
  quotaExceededDetail,
} from '../plans/plan-policy'
import type { PlanService } from '../plans/plan-service'
import { quotaMetric, utcDay } from '../usage/usage.repository'
import type { AdmitResult, LimitsRepository, WindowCount } from './limits.repository'

const WINDOW_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000

export interface RateLimitSettings {
  enabled: boolean
  /** Calls per minute for each class: per user for `engine`, per client address for the others. */
  perMinute: Record<RateLimitClass, number>
  /** Calls per day (24 hours from the first) per client address, for the classes that have a daily allowance. */
  perDay: Partial<Record<RateLimitClass, number>>
}

export interface RequestGuardOptions {
  sessions: Sessions
  plans: PlanService
  limits: LimitsRepository
  /**
   * Where the rate-limit windows live when not in the database: Redis (REDIS_URL), or this
   * process's memory on PGlite (memory-window-counter.ts). Quotas stay in the database.
   */
  windows: { count(key: string, windowMs: number): Promise<WindowCount> } | null
  rateLimits: RateLimitSettings
  clock: () => Date
  log: FastifyBaseLogger
}

const BEARER = /^Bearer\s+(\S+)$/i
const noRelease = async () => {}

/** What a refused caller can do besides waiting, for the classes where there is something. */
const beyondTheLimit: Partial<Record<RateLimitClass, string>> = {
  demo: `Sign up free for more: MessageIQ analyses up to ${FREE_DAILY_LIMITS.analyze} messages a day on the Free plan.`,
}

function rateLimited(
  max: number,
  window: WindowCount,
  rateLimit: RateLimitClass,
  per: 'minute' | 'day' = 'minute',
): ApiError {
  const seconds = Math.max(1, Math.ceil(window.ttlMs / 1000))
  const wait = per === 'minute' ? `${seconds} s` : formatWait(window.ttlMs)
  const advice = beyondTheLimit[rateLimit]
  return new ApiError(
    429,
    `Too many requests: the limit is ${max} a ${per}. Try again in ${wait}.${advice ? ` ${advice}` : ''}`,
    'rate_limited',
    { 'retry-after': String(seconds) },
  )
}

function showWindow(reply: FastifyReply, max: number, window: WindowCount): void {
  reply.header('x-ratelimit-limit', max)
  reply.header('x-ratelimit-remaining', Math.max(0, max - window.count))
  reply.header('x-ratelimit-reset', Math.max(0, Math.ceil(window.ttlMs / 1000)))
}

/**
 * The checks the endpoint table's rules ask for (docs/product.md "Limits"). A signed-in call's
 * session, plan and tones are answered from this process's caches, and its per-user rate
 * window, quota unit and statistic are taken in one statement: one database round trip before
 * any work.
 */
export function createRequestGuard(options: RequestGuardOptions): RequestGuard {
  const { sessions, plans, limits, windows, rateLimits, clock, log } = options

  /** A window count that fails to be taken lets the call through: better than refusing everyone. */
  async function countOrSkip(key: string, windowMs = WINDOW_MS): Promise<WindowCount | null> {
    try {
      return await (windows ?? limits).count(key, windowMs)
    } catch (error) {
      log.warn({ err: error }, 'rate-limit counter unavailable; the call was not counted')
      return null
    }
  }

  return {
    async limitAddress(rateLimit, request, reply) {
      if (!rateLimits.enabled) return
      const max = rateLimits.perMinute[rateLimit]
      const window = await countOrSkip(`${rateLimit}:ip:${request.ip}`)
      if (window) {
        showWindow(reply, max, window)
        if (window.count > max) throw rateLimited(max, window, rateLimit)
      }
      // A call the minute's window refused is not counted against the day.
      const dayMax = rateLimits.perDay[rateLimit]
      if (dayMax === undefined) return
      const day = await countOrSkip(`${rateLimit}:ip-day:${request.ip}`, DAY_MS)
      if (day && day.count > dayMax) throw rateLimited(dayMax, day, rateLimit, 'day')
    },

    authenticate(request) {
      const token = request.headers.authorization?.match(BEARER)?.[1]
      if (!token) throw unauthorized('Authentication required: send a bearer access token')
      return sessions.authenticateKnown(token) ?? sessions.authenticate(token)
    },

    async admit(endpoint: Endpoint, userId, body, reply): Promise<Admission> {
      const { plan } = await plans.planFor(userId)
      if (endpoint.plan && plan !== 'premium') {
        throw new ApiError(403, endpoint.plan.refusal, 'premium_required')
      }
      const tones = (body as { tones?: Tones } | undefined)?.tones
      const locked = tones ? lockedTonesUsed(plan, tones) : []
      if (locked.length > 0) throw new ApiError(403, premiumToneDetail(locked), 'premium_tone')

      const max = rateLimits.perMinute.engine
      const rate =
        rateLimits.enabled && endpoint.rateLimit === 'engine'
          ? { key: `engine:user:${userId}`, windowMs: WINDOW_MS, max }
          : null
      const refuseOverRate = (window: WindowCount | null) => {
        if (!window) return
        showWindow(reply, max, window)
        if (window.count > max) throw rateLimited(max, window, 'engine')
      }

      const { quota } = endpoint
      if (!quota) {
        if (rate) refuseOverRate(await countOrSkip(rate.key))
        return { plan, release: noRelease }
      }

      const at = clock()
      const limit = dailyLimit(plan, quota)
      const unit = {
        userId,
        metric: quotaMetric(quota),
        day: utcDay(at),
        at,
        limit,
        statistic: endpoint.statistic ?? null,
        once: countsOnceAs(quota, body),
      }
      let admitted: AdmitResult
      if (rate && windows) {
        refuseOverRate(await countOrSkip(rate.key))
        admitted = await limits.admit(null, unit)
      } else {
        admitted = await limits.admit(rate, unit)
        refuseOverRate(admitted.window)
      }
      if (!admitted.consumed) {
        const retryAfterSeconds = Math.ceil((nextUtcMidnight(at).getTime() - at.getTime()) / 1000)
        throw new ApiError(429, quotaExceededDetail(quota, limit ?? 0, at), 'quota_exceeded', {
          'retry-after': String(retryAfterSeconds),
        })
      }
      if (admitted.repeat) return { plan, release: noRelease }
      return { plan, release: () => limits.release(unit, admitted.statisticWas) }
    },
  }
}
