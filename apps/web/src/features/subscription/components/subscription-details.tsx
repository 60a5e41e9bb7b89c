import { formatMoney, type Subscription } from '@tipsy/contracts'
import { useState } from 'react'
import { formatBillingDate, frequencyLabel } from '../lib/format-subscription'
import { statusNotice } from '../lib/status-notice'
import { DetailSection, panelClass } from './detail-section'
import { StatusBadge } from './status-badge'
import { StatusNotice } from './status-notice'
import { SubscriptionActions } from './subscription-actions'

/**
 * The date row of the billing panel: when the next payment is taken while the subscription
 * renews; once it is cancelled nothing more is billed, so it says until when access lasts.
 */
function periodRow(subscription: Subscription): { label: string; value: string } | null {
  const date = formatBillingDate(subscription.next_billing_date)
  if (subscription.status === 'active' || subscription.status === 'cancellation_pending') {
    const ending = subscription.cancel_at_next_billing_date || subscription.status === 'cancellation_pending'
    return { label: ending ? 'Access until' : 'Next billing date', value: date }
  }
  if (subscription.status === 'expired') return { label: 'Ended on', value: date }
  if (subscription.status === 'on_hold' || subscription.status === 'pending') {
    return { label: 'Next billing date', value: date }
  }
  return null
}

/** docs/product.md §2 "Subscription", detail view. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { customer, billing } = subscription
  const notice = statusNotice(subscription)
  /** What the user's cancel or resume just did. */
  const [outcome, setOutcome] = useState<string | null>(null)
  const cancellable = subscription.status === 'active' && !subscription.cancel_at_next_billing_date
  // Active with the cancel flag is shown only while the paid period runs (the server reads it
  // `expired` after that), so it can still be taken back.
  const resumable = subscription.status === 'active' && subscription.cancel_at_next_billing_date
  const period = periodRow(subscription)

  return (
    <div className="flex flex-col gap-6">
      <div className={`flex flex-wrap items-center justify-between gap-3 ${panelClass}`}>
        <div>
          <p className="text-sm text-slate-600">Tipsy Premium</p>
          <p className="text-2xl font-extrabold text-slate-900">
            {formatMoney(subscription.recurring_pre_tax_amount, subscription.currency)}
            <span className="text-base font-medium text-slate-600">
              {' '}
              · {frequencyLabel(subscription.payment_frequency_interval)}
            </span>
          </p>
        </div>
        <StatusBadge
          status={subscription.status}
          cancelAtNextBillingDate={subscription.cancel_at_next_billing_date}
        />
      </div>

      <StatusNotice notice={notice} outcome={outcome} />

      <div className="grid gap-6 md:grid-cols-2">
        <DetailSection
          title="Billing Information"
          rows={[
            {
              label: 'Amount',
              value: formatMoney(subscription.recurring_pre_tax_amount, subscription.currency),
            },
            { label: 'Payment frequency', value: frequencyLabel(subscription.payment_frequency_interval) },
            ...(period ? [period] : []),
            { label: 'Created', value: formatBillingDate(subscription.created_at) },
            { label: 'Subscription ID', value: subscription.subscription_id },
          ]}
        />
        <DetailSection
          title="Customer Information"
          rows={[
            { label: 'Name', value: customer.name },
            { label: 'E-mail', value: customer.email },
            ...(customer.phone_number ? [{ label: 'Phone', value: customer.phone_number }] : []),
            { label: 'Customer ID', value: customer.customer_id },
          ]}
        />
        <DetailSection
          title="Billing Address"
          rows={[
            { label: 'Street', value: billing.street },
            { label: 'City', value: billing.city },
            { label: 'State', value: billing.state || '—' },
            { label: 'ZIP code', value: billing.zipcode },
            { label: 'Country', value: billing.country },
          ]}
        />
        <SubscriptionActions
          cancellable={cancellable}
          resumable={resumable}
          accessUntil={formatBillingDate(subscription.next_billing_date)}
          onOutcome={setOutcome}
        />
      </div>
    </div>
  )
}
