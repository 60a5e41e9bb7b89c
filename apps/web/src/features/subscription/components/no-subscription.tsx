import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { toneCountInWords } from '~/content/plan-facts'
import { TAGLINE } from '~/lib/seo'

/** docs/product.md §2: the screen for a user who has never subscribed. */
export function NoSubscription() {
  return (
    <section
      aria-labelledby="no-subscription"
      className="flex flex-col items-center gap-3 rounded-3xl bg-linear-to-br from-brand-50 via-white to-pink-50 px-6 py-12 text-center ring-1 ring-brand-100"
    >
      <span aria-hidden="true" className="text-5xl">
        🍸
      </span>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{TAGLINE}</p>
      <h2 id="no-subscription" className="text-2xl font-extrabold text-slate-900">
        No Active Subscription
      </h2>
      <p className="max-w-md text-slate-700">
        You are on the Free plan. Premium adds unlimited messages, all {toneCountInWords} tone sliders,
        unlimited history with export, and no ads.
      </p>
      <Link to={paths.pricing.path} className={buttonClasses('primary', 'lg', 'mt-3')}>
        View Pricing Plans
      </Link>
    </section>
  )
}
