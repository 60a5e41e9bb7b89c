import { lazy, Suspense } from 'react'
import { useMatches } from 'react-router'
import { AffiliateLink } from '~/features/affiliate/affiliate-link'
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

/** A route whose screen has a sponsored block of its own says so in its `handle`. */
interface SponsoredHandle {
  ownSponsoredBlock?: boolean
}

/**
 * The sponsored link of every page, at most one sponsored block per screen: screens with their
 * own (Text-to-Emoji's table) do without it. Visitors get it in the prerendered HTML; a signed-in
 * user's browser hides that copy at once (see signed-in-marker.ts) and shows the link only once
 * their plan says Free (Premium is ad-free).
 */
export function SponsoredSlot() {
  const signedIn = useSignedIn()
  const ownBlock = useMatches().some(
    (match) => (match.handle as SponsoredHandle | undefined)?.ownSponsoredBlock,
  )
  if (ownBlock) return null
  if (!signedIn) return <AffiliateLink visitorsOnly />
  return (
    <Suspense fallback={null}>
      <PlanSponsoredLinkModule />
    </Suspense>
  )
}
