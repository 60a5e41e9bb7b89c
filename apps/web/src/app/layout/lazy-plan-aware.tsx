import { lazy, Suspense } from 'react'
import { AffiliateLink } from '~/features/affiliate/affiliate-link'
import { useHydrated } from '~/lib/use-hydrated'
import { useAppStore } from '~/stores/app-store'

const PlanBadgeModule = lazy(() => import('./plan-aware').then((module) => ({ default: module.PlanBadge })))
const PlanSponsoredLinkModule = lazy(() =>
  import('./plan-aware').then((module) => ({ default: module.PlanSponsoredLink })),
)

const useSignedIn = () => useAppStore((state) => state.isAuthenticated && state.user !== null)

/** The header's Premium badge: only signed-in users load the plan. */
export function LazyPlanBadge() {
  if (!useSignedIn()) return null
  return (
    <Suspense fallback={null}>
      <PlanBadgeModule />
    </Suspense>
  )
}

/**
 * The sponsored link of every page. Nothing is rendered in the prerendered HTML or while React
 * hydrates it; then visitors see it at once and signed-in users once their plan says Free.
 */
export function SponsoredSlot() {
  const hydrated = useHydrated()
  const signedIn = useSignedIn()
  if (!hydrated) return null
  if (!signedIn) return <AffiliateLink />
  return (
    <Suspense fallback={null}>
      <PlanSponsoredLinkModule />
    </Suspense>
  )
}
