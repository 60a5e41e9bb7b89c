import type { QuotaName } from '@tipsy/contracts'
import { Link } from 'react-router'
import { quotaLeft, usePlan } from '~/api/get-plan'
import { paths } from '~/config/paths'
import { PremiumBadge } from './premium-badge'

const nouns: Record<QuotaName, { one: string; many: string }> = {
  generate: { one: 'generation', many: 'generations' },
  analyze: { one: 'analysis or rewrite', many: 'analyses and rewrites' },
  emoji: { one: 'emoji generation', many: 'emoji generations' },
  reply: { one: 'conversation read', many: 'conversation reads' },
}

/** "00:00 UTC": the daily counters restart at UTC midnight (DESIGN.md "Plans"). */
export const utcTime = (iso: string) => `${new Date(iso).toISOString().slice(11, 16)} UTC`

export interface QuotaTextInput {
  quota: QuotaName
  limit: number | null
  remaining: number | null
  resetsAt: string
}

/** "12 of 20 generations left today · resets at 00:00 UTC", or "Unlimited generations". */
export function quotaText({ quota, limit, remaining, resetsAt }: QuotaTextInput): string {
  const noun = nouns[quota]
  if (limit === null || remaining === null) return `Unlimited ${noun.many}`
  const left =
    remaining === 0 ? `No ${noun.many} left today` : `${remaining} of ${limit} ${noun.many} left today`
  return `${left} · resets at ${utcTime(resetsAt)}`
}

export interface QuotaNoteProps {
  quota: QuotaName
  className?: string
}

/** The signed-in user's remaining daily quota for one tool; nothing until the plan is known. */
export function QuotaNote({ quota, className = '' }: QuotaNoteProps) {
  const plan = usePlan().data
  if (!plan) return null
  const left = quotaLeft(plan, quota)
  const text = quotaText({ quota, ...left })
  const unlimited = left.limit === null
  return (
    <p data-testid={`quota-${quota}`} className={`text-sm text-slate-600 ${className}`}>
      {unlimited ? <PremiumBadge className="mr-1.5" /> : null}
      {text}
      {!unlimited && left.remaining === 0 ? (
        <>
          {' · '}
          <Link
            to={paths.pricing.path}
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
          >
            Go unlimited with Premium
          </Link>
        </>
      ) : null}
    </p>
  )
}
