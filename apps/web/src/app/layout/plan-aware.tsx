import { isPremium, usePlan, useShowsAds } from '~/api/get-plan'
import { PremiumBadge } from '~/components/ui/premium-badge'
import { AffiliateLink } from '~/features/affiliate/affiliate-link'

/*
 * The parts of the layout that depend on the signed-in user's plan. They are loaded on demand
 * (see lazy-plan-aware.tsx), so public pages for visitors do not ship the query library.
 */

/** "Premium" next to the user's name in the header. */
export function PlanBadge() {
  return isPremium(usePlan().data) ? <PremiumBadge /> : null
}

/** The sponsored link for a signed-in user: Free sees it, Premium is ad-free. */
export function PlanSponsoredLink() {
  return useShowsAds() ? <AffiliateLink /> : null
}
