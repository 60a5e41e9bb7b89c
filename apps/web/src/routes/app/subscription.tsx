import { paths } from '~/config/paths'
import { SubscriptionScreen } from '~/features/subscription/components/subscription-screen'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'Subscription | Tipsy',
    description: 'Your Tipsy Premium subscription: status, billing, and cancellation.',
    path: paths.appSubscription.path,
    noIndex: true,
  })

export default function SubscriptionRoute() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Your Subscription</h1>
        <p className="mt-2 text-slate-700">Your plan, billing details and what happens next.</p>
      </header>
      <SubscriptionScreen />
    </div>
  )
}
