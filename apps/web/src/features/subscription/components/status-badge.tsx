import { type SubscriptionStatus, subscriptionBadge } from '@tipsy/contracts'
import { badgeClasses } from '../lib/tone-classes'

export interface StatusBadgeProps {
  status: SubscriptionStatus
  cancelAtNextBillingDate: boolean
}

/** docs/product.md §4: the status in capitals in its colour; active with the cancel flag reads CANCELLED. */
export function StatusBadge({ status, cancelAtNextBillingDate }: StatusBadgeProps) {
  const { text, colour } = subscriptionBadge(status, cancelAtNextBillingDate)
  return (
    <span
      data-testid="subscription-status"
      data-colour={colour}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold tracking-wide ring-1 ring-inset ${badgeClasses[colour]}`}
    >
      <span className="sr-only">Status: </span>
      {text}
    </span>
  )
}
