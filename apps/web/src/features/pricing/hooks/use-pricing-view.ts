import { usePlan } from '~/api/get-plan'
import { useAppStore } from '~/stores/app-store'

/**
 * Who is looking at the pricing page: a visitor (the prerendered page), a signed-in user whose
 * plan is still being read, or a Free or Premium user. A plan that cannot be read counts as
 * Free: the server still refuses a second subscription.
 */
export type PricingView = 'visitor' | 'checking' | 'free' | 'premium'

export interface PricingViewState {
  view: PricingView
  /** While Premium: the end of the paid period, and whether it renews then or ends (cancelled). */
  premium: { until: string | null; renews: boolean } | null
}

export function usePricingView(): PricingViewState {
  const signedIn = useAppStore((state) => state.isAuthenticated && state.user !== null)
  const plan = usePlan()
  if (!signedIn) return { view: 'visitor', premium: null }
  if (plan.data?.plan === 'premium') {
    return { view: 'premium', premium: { until: plan.data.premiumUntil, renews: plan.data.premiumRenews } }
  }
  if (plan.data || plan.isError) return { view: 'free', premium: null }
  return { view: 'checking', premium: null }
}
