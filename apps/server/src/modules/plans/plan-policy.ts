import { createHash } from 'node:crypto'
import {
  type ChatBubble,
  chatKey,
  FREE_DAILY_LIMITS,
  FREE_HISTORY_LIMIT,
  freeTones,
  listInEnglish,
  type PlanName,
  premiumTones,
  type QuotaName,
  type ToneName,
  type Tones,
  toneNames,
} from '@tipsy/contracts'
import { paidThrough } from '../subscriptions/subscription-status'
import type { PlanFields } from '../subscriptions/subscriptions.repository'

/**
 * How long a renewing subscription stays Premium past its billing date while the renewal's
 * webhook is on its way; a failed renewal arrives as `on_hold` and ends Premium at once.
 * Three days is the provider's payment-retry window (docs/product.md "Subscription").
 */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000

export interface PlanState {
  plan: PlanName
  /** End of the paid period while Premium; null on Free. */
  premiumUntil: Date | null
  /** The subscription renews at premiumUntil; false once cancelled (and on Free). */
  premiumRenews: boolean
}

/**
 * Premium while the subscription is active — with the cancel flag only until the paid period
 * ends. Everything else is Free: `cancelled` is the provider carrying out a cancellation (at
 * the end of the period, or at once), and on_hold, failed, paused, pending and expired grant
 * nothing.
 */
export function planOf(record: PlanFields | null, now: Date): PlanState {
  const free: PlanState = { plan: 'free', premiumUntil: null, premiumRenews: false }
  if (record?.status !== 'active') return free
  const periodEnd = paidThrough(record)
  const accessEnds = record.cancelAtNextBillingDate
    ? periodEnd
    : new Date(periodEnd.getTime() + RENEWAL_GRACE_MS)
  if (now >= accessEnds) return free
  return {
    plan: 'premium',
    premiumUntil: now < periodEnd ? periodEnd : accessEnds,
    premiumRenews: !record.cancelAtNextBillingDate,
  }
}

export const dailyLimit = (plan: PlanName, quota: QuotaName): number | null =>
  plan === 'premium' ? null : FREE_DAILY_LIMITS[quota]

/**
 * The marker metric of a request that counts once a day, or null when every call counts: a chat
 * read for replies is keyed by its transcript (the hash, never the words, is kept).
 */
export function countsOnceAs(quota: QuotaName, body: unknown): string | null {
  const transcript =
    quota === 'reply' ? (body as { transcript?: ChatBubble[] } | undefined)?.transcript : undefined
  if (!transcript) return null
  return `chat:${createHash('sha256').update(chatKey(transcript)).digest('hex').slice(0, 32)}`
}

export const historyLimit = (plan: PlanName): number | null =>
  plan === 'premium' ? null : FREE_HISTORY_LIMIT

export const allowedTones = (plan: PlanName): ToneName[] =>
  plan === 'premium' ? [...toneNames] : [...freeTones]

/** The Premium tones a request moves above 0 that this plan may not use. */
export function lockedTonesUsed(plan: PlanName, tones: Tones): ToneName[] {
  if (plan === 'premium') return []
  return premiumTones.filter((tone) => tones[tone] > 0)
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
}

/** "3 h 12 min", "45 min", "2 h", rounded up to the minute. */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

const quotaWording: Record<QuotaName, { counted: string; unlimited: string }> = {
  generate: { counted: 'message generations', unlimited: 'generations' },
  analyze: { counted: 'analyses and rewrites', unlimited: 'analyses and rewrites' },
  emoji: { counted: 'text-to-emoji conversions', unlimited: 'text-to-emoji' },
  reply: { counted: 'conversation reads', unlimited: 'conversation reads' },
}

export function quotaExceededDetail(quota: QuotaName, limit: number, now: Date): string {
  const wording = quotaWording[quota]
  const wait = formatWait(nextUtcMidnight(now).getTime() - now.getTime())
  return (
    `Free plan limit reached: ${limit} ${wording.counted} a day. ` +
    `It resets at 00:00 UTC (in ${wait}). Upgrade to Premium for unlimited ${wording.unlimited}.`
  )
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

export function premiumToneDetail(tones: ToneName[]): string {
  const subject = capitalise(listInEnglish(tones))
  const verb = tones.length === 1 ? 'is a Premium tone' : 'are Premium tones'
  return (
    `${subject} ${verb}. On the Free plan you can use ${listInEnglish([...freeTones])}; ` +
    `upgrade to Premium for all ${toneNames.length} tones.`
  )
}
