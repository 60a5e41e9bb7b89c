import type { Subscription } from '@tipsy/contracts'
import { formatAmount, formatBillingDate, frequencyLabel } from '../lib/format-subscription'
import { statusNotice } from '../lib/status-notice'
import { DetailSection, panelClass } from './detail-section'
import { StatusBadge } from './status-badge'
import { StatusNotice } from './status-notice'
import { SubscriptionActions } from './subscription-actions'

/** docs/product.md §2 "Subscription", detail view. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { customer, billing } = subscription
  const notice = statusNotice(subscription)
  const cancellable = subscription.status === 'active' && !subscription.cancel_at_next_billing_date

  return (
    <div className="flex flex-col gap-6">
      <div className={`flex flex-wrap items-center justify-between gap-3 ${panelClass}`}>
        <div>
          <p className="text-sm text-slate-600">Tipsy Premium</p>
          <p className="text-2xl font-extrabold text-slate-900">
            {formatAmount(subscription.recurring_pre_tax_amount, subscription.currency)}
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

      {notice ? <StatusNotice notice={notice} /> : null}

      <div className="grid gap-6 md:grid-cols-2">
        <DetailSection
          title="Billing Information"
          rows={[
            {
              label: 'Amount',
              value: formatAmount(subscription.recurring_pre_tax_amount, subscription.currency),
            },
            { label: 'Payment frequency', value: frequencyLabel(subscription.payment_frequency_interval) },
            { label: 'Next billing date', value: formatBillingDate(subscription.next_billing_date) },
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
        <SubscriptionActions cancellable={cancellable} />
      </div>
    </div>
  )
}
