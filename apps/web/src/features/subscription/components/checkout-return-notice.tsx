import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { isPremium, usePlan } from '~/api/get-plan'
import { CloseButton } from '~/components/ui/close-button'
import { paths } from '~/config/paths'

/** How often, and for how long, the plan is read again while the payment is confirmed. */
export const CONFIRM_POLL_MS = 2_000
export const CONFIRM_TIMEOUT_MS = 60_000

const linkClass = 'font-semibold underline underline-offset-2 hover:no-underline'

/**
 * After the hosted checkout the browser lands on the dashboard with `subscription_id` and `status`
 * in the address. Those are never trusted: Premium comes from the provider's verified webhook,
 * which may arrive a moment later, so the plan is polled until it says Premium.
 */
export function CheckoutReturnNotice() {
  const [search, setSearch] = useSearchParams()
  const returned = search.has('subscription_id')
  const failed = search.get('status') === 'failed'
  const waiting = returned && !failed
  const [timedOut, setTimedOut] = useState(false)
  const plan = usePlan({
    poll: (current) => (waiting && !timedOut && !isPremium(current) ? CONFIRM_POLL_MS : false),
  })

  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [waiting])

  if (!returned) return null
  const dismiss = () => setSearch({}, { replace: true })
  const premium = isPremium(plan.data)
  const waitedTooLong = !premium && timedOut

  let tone = 'border-brand-200 bg-brand-50 text-brand-900'
  let body = (
    <p>
      <span aria-hidden="true">⏳ </span>
      Thanks for subscribing! Premium switches on as soon as the payment provider confirms your payment,
      usually within a few seconds.
    </p>
  )
  if (failed) {
    tone = 'border-red-200 bg-red-50 text-red-900'
    body = (
      <p>
        Your payment did not go through, so nothing was charged.{' '}
        <Link to={paths.pricing.path} className={linkClass}>
          Try again
        </Link>
      </p>
    )
  } else if (premium) {
    tone = 'border-green-200 bg-green-50 text-green-900'
    body = (
      <p>
        <span aria-hidden="true">🎉 </span>
        Welcome to Premium! Unlimited messages, all eight tone sliders and history export are yours.{' '}
        <Link to={paths.appSubscription.path} className={linkClass}>
          Manage subscription
        </Link>
      </p>
    )
  } else if (waitedTooLong) {
    body = (
      <p>
        Your payment is still being confirmed. Premium will appear shortly; see{' '}
        <Link to={paths.appSubscription.path} className={linkClass}>
          your subscription
        </Link>{' '}
        for its status.
      </p>
    )
  }

  return (
    <div
      role="status"
      data-testid="checkout-return"
      className={`flex items-start gap-3 rounded-2xl border p-4 text-sm leading-6 ${tone}`}
    >
      <div className="min-w-0 flex-1">{body}</div>
      <CloseButton label="Dismiss" onClick={dismiss} />
    </div>
  )
}
