import type { UserPlan } from '@tipsy/contracts'
import { FREE_DAILY_LIMITS, FREE_HISTORY_LIMIT, freeTones, toneNames } from '@tipsy/contracts'

/** GET /user/plan for a Free user who has used some of today's quota. */
export const freePlan = (overrides: Partial<UserPlan> = {}): UserPlan => ({
  plan: 'free',
  premiumUntil: null,
  premiumRenews: false,
  limits: { ...FREE_DAILY_LIMITS },
  usedToday: { generate: 8, analyze: 5, emoji: 2, reply: 1 },
  resetsAt: '2026-01-02T00:00:00.000Z',
  allowedTones: [...freeTones],
  historyLimit: FREE_HISTORY_LIMIT,
  ...overrides,
})

/** GET /user/plan for a Premium user: no limits, every tone. */
export const premiumPlan = (overrides: Partial<UserPlan> = {}): UserPlan => ({
  plan: 'premium',
  premiumUntil: '2026-02-01T00:00:00.000Z',
  premiumRenews: true,
  limits: { generate: null, analyze: null, emoji: null, reply: null },
  usedToday: { generate: 30, analyze: 0, emoji: 0, reply: 0 },
  resetsAt: '2026-01-02T00:00:00.000Z',
  allowedTones: [...toneNames],
  historyLimit: null,
  ...overrides,
})
