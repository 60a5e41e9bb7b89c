import { type QuotaName, quotaNames, type UserPlan } from '@tipsy/contracts'
import type { InvalidatedCache } from '../../lib/change-feed'
import type { PlanFields, SubscriptionsRepository } from '../subscriptions/subscriptions.repository'
import { quotaMetric, type UsageRepository } from '../usage/usage.repository'
import {
  allowedTones,
  dailyLimit,
  historyLimit,
  nextUtcMidnight,
  type PlanState,
  planOf,
} from './plan-policy'

export interface PlanServiceOptions {
  subscriptions: SubscriptionsRepository
  /**
   * The plan fields this process has read, per user (`fields` null: no subscription),
   * forgotten when the database says the user's subscription changed.
   */
  planFields: InvalidatedCache<{ fields: PlanFields | null }>
  usage: UsageRepository
  clock: () => Date
}

/** The plan a user is on right now, and what it allows today. */
export function createPlanService(options: PlanServiceOptions) {
  const { subscriptions, planFields, usage, clock } = options

  async function planFor(userId: string): Promise<PlanState> {
    const cached = await planFields.get(userId, async () => ({
      fields: await subscriptions.findPlanFields(userId),
    }))
    return planOf(cached?.fields ?? null, clock())
  }

  return {
    planFor,

    async summary(userId: string): Promise<UserPlan> {
      const now = clock()
      const [{ plan, premiumUntil, premiumRenews }, used] = await Promise.all([
        planFor(userId),
        usage.countsOn(userId, quotaNames.map(quotaMetric), now),
      ])
      const perQuota = <T>(value: (quota: QuotaName) => T) =>
        Object.fromEntries(quotaNames.map((quota) => [quota, value(quota)])) as Record<QuotaName, T>
      return {
        plan,
        premiumUntil: premiumUntil?.toISOString() ?? null,
        premiumRenews,
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
