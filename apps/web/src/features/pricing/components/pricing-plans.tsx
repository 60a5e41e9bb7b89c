import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { freePlan, premiumPlan } from '~/content/pricing'
import { formatLongDate } from '~/lib/format-date'
import { usePricingView } from '../hooks/use-pricing-view'
import { PlanCard } from './plan-card'
import { SubscribeButton } from './subscribe-button'

/**
 * The two plan cards, for whoever is looking: a visitor is invited to try Free and to subscribe;
 * a Free user sees Free as their plan and the upgrade; a Premium user sees Premium as their
 * plan and manages it (no way to buy it twice).
 */
export function PricingPlans() {
  const { view, premium } = usePricingView()
  const current = 'Your current plan'

  const freeAction =
    view === 'premium' ? (
      <p className="text-center text-sm text-slate-700">Everything in Free is part of your Premium plan.</p>
    ) : view === 'visitor' ? (
      <Link to={paths.app.path} className={buttonClasses('secondary', 'lg', 'w-full')}>
        Try Free First
      </Link>
    ) : (
      <Link to={paths.appDashboard.path} className={buttonClasses('secondary', 'lg', 'w-full')}>
        Go to Dashboard
      </Link>
    )

  const premiumAction =
    view === 'premium' ? (
      <div className="flex flex-col gap-2 text-center">
        <Link to={paths.appSubscription.path} className={buttonClasses('primary', 'lg', 'w-full')}>
          Manage subscription
        </Link>
        {premium?.until ? (
          <p className="text-sm text-slate-700">
            {premium.renews
              ? `Renews on ${formatLongDate(premium.until)}.`
              : `Cancelled: Premium ends on ${formatLongDate(premium.until)}, and you are not charged again.`}
          </p>
        ) : null}
      </div>
    ) : view === 'checking' ? (
      <p role="status" className={buttonClasses('secondary', 'lg', 'w-full cursor-default')}>
        Checking your plan...
      </p>
    ) : (
      <SubscribeButton />
    )

  return (
    <>
      <PlanCard plan={freePlan} badge={view === 'free' ? current : undefined} action={freeAction} />
      <PlanCard
        plan={premiumPlan}
        highlighted
        badge={view === 'premium' ? current : 'Most popular'}
        action={premiumAction}
      />
    </>
  )
}

/** The closing call to action: a visitor starts free; a signed-in user goes back to the app. */
export function PricingCtaLink() {
  const { view } = usePricingView()
  return view === 'visitor' ? (
    <Link to={paths.app.path} className={buttonClasses('primary', 'lg')}>
      Get Started Free
    </Link>
  ) : (
    <Link to={paths.appDashboard.path} className={buttonClasses('primary', 'lg')}>
      Go to Dashboard
    </Link>
  )
}
