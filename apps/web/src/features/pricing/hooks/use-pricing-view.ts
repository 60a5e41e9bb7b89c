import { usePlan } from '~/api/get-plan'
import { useAppStore } from '~/stores/app-store'

/**
 * Who is looking at the pricing page: a visitor (the prerendered page), a signed-in user whose
 * plan is still being read, or a Free or Premium user. A plan that cannot be read counts as
 * Free: the server still refuses a second subscription.
 */
export type PricingView = 'visitor' | 'checking' | 'free' | 'premium'

export function usePricingView(): { view: PricingView; premiumUntil: string | null } {
  const signedIn = useAppStore((state) => state.isAuthenticated && state.user !== null)
  const plan = usePlan()
  if (!signedIn) return { view: 'visitor', premiumUntil: null }
  if (plan.data?.plan === 'premium') return { view: 'premium', premiumUntil: plan.data.premiumUntil }
  if (plan.data || plan.isError) return { view: 'free', premiumUntil: null }
  return { view: 'checking', premiumUntil: null }
}
