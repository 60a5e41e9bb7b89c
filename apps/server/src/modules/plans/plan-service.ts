import { type PlanName, type QuotaName, quotaNames, type Tones, type UserPlan } from '@tipsy/contracts'
import { ApiError } from '../../lib/api-error'
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository'
import { quotaMetric, type UsageRepository } from '../usage/usage.repository'
import {
  allowedTones,
  dailyLimit,
  historyLimit,
  lockedTonesUsed,
  nextUtcMidnight,
  type PlanState,
  planOf,
  premiumToneDetail,
  quotaExceededDetail,
} from './plan-policy'

export interface PlanServiceOptions {
  subscriptions: SubscriptionsRepository
  usage: UsageRepository
  clock: () => Date
}

export interface MeteredRequest {
  quota: QuotaName
  /** Checked against the plan's tones before anything is counted. */
  tones?: Tones
}

/** The plan a user is on right now, and the rules that follow from it. */
export function createPlanService(options: PlanServiceOptions) {
  const { subscriptions, usage, clock } = options

  async function planFor(userId: string): Promise<PlanState> {
    return planOf(await subscriptions.findByUser(userId), clock())
  }

  /**
   * Refuses a request the plan does not allow (403 for a Premium tone, 429 over the daily
   * quota) and otherwise takes one unit of the quota before any work is done. `release` gives
   * the unit back.
   */
  async function admit(userId: string, request: MeteredRequest) {
    const { plan } = await planFor(userId)
    const locked = request.tones ? lockedTonesUsed(plan, request.tones) : []
    if (locked.length > 0) throw new ApiError(403, premiumToneDetail(locked), 'premium_tone')

    const at = clock()
    const limit = dailyLimit(plan, request.quota)
    const metric = quotaMetric(request.quota)
    if (!(await usage.tryConsume(userId, metric, at, limit))) {
      const retryAfterSeconds = Math.ceil((nextUtcMidnight(at).getTime() - at.getTime()) / 1000)
      throw new ApiError(429, quotaExceededDetail(request.quota, limit ?? 0, at), 'quota_exceeded', {
        'retry-after': String(retryAfterSeconds),
      })
    }
    return { plan, release: () => usage.release(userId, metric, at) }
  }

  return {
    planFor,
    admit,

    /** Runs `work` inside the quota; when it fails its unit is given back, so only successes count. */
    async metered<T>(
      userId: string,
      request: MeteredRequest,
      work: (plan: PlanName) => Promise<T>,
    ): Promise<T> {
      const admission = await admit(userId, request)
      try {
        return await work(admission.plan)
      } catch (error) {
        // The caller must see the work's error, not a failure to give the unit back.
        await admission.release().catch(() => {})
        throw error
      }
    },

    /** The streaming form of `metered`: a stream that fails gives its unit back. */
    async *meteredStream<T>(
      userId: string,
      request: MeteredRequest,
      work: (plan: PlanName) => AsyncIterable<T>,
    ): AsyncGenerator<T> {
      const admission = await admit(userId, request)
      try {
        yield* work(admission.plan)
      } catch (error) {
        await admission.release().catch(() => {})
        throw error
      }
    },

    async requirePremium(userId: string, detail: string): Promise<void> {
      if ((await planFor(userId)).plan !== 'premium') throw new ApiError(403, detail, 'premium_required')
    },

    async summary(userId: string): Promise<UserPlan> {
      const now = clock()
      const [{ plan, premiumUntil }, used] = await Promise.all([
        planFor(userId),
        usage.countsOn(userId, quotaNames.map(quotaMetric), now),
      ])
      const perQuota = <T>(value: (quota: QuotaName) => T) =>
        ({ generate: value('generate'), analyze: value('analyze'), emoji: value('emoji') }) as Record<
          QuotaName,
          T
        >
      return {
        plan,
        premiumUntil: premiumUntil?.toISOString() ?? null,
        limits: perQuota((quota) => dailyLimit(plan, quota)),
        usedToday: perQuota((quota) => used[quotaMetric(quota)]),
        resetsAt: nextUtcMidnight(now).toISOString(),
        allowedTones: allowedTones(plan),
        historyLimit: historyLimit(plan),
      }
    },
  }
}

export type PlanService = ReturnType<typeof createPlanService>
