import { FREE_HISTORY_LIMIT, type UserPlan } from '@tipsy/contracts'
import { Link } from 'react-router'
import { paths } from '~/config/paths'

export interface FreeHistoryNoteProps {
  plan: UserPlan
  /** What History keeps: "generations", "analyses". */
  kept: string
  /** What Premium adds: "unlimited history". */
  upgradeFor: string
}

/** On the Free plan: how much of a history is kept, and where to get more. */
export function FreeHistoryNote({ plan, kept, upgradeFor }: FreeHistoryNoteProps) {
  return (
    <p className="text-sm text-slate-600">
      The Free plan keeps your last {plan.historyLimit ?? FREE_HISTORY_LIMIT} {kept}.{' '}
      <Link
        to={paths.pricing.path}
        className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
      >
        Upgrade to Premium
      </Link>{' '}
      for {upgradeFor}.
    </p>
  )
}
