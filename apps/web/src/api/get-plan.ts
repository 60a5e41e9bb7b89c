/**
 * The user's plan (GET /user/plan) is read by the header, the app shell, the pricing page and
 * several tools, so it lives in src/api.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints, type QuotaName, type UserPlan } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'
import { useHydrated } from '~/lib/use-hydrated'
import { type AppState, useAppStore } from '~/stores/app-store'

/** Quietly: the plan only adds hints and badges, and each tool reports its own failures. */
export const getPlan = (signal?: AbortSignal) => request(endpoints.userPlan, {}, { signal, silent: true })

export const planQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.plan, userId] as const,
    queryFn: ({ signal }) => getPlan(signal),
    // Quotas move with every generation, and a purchase lands by webhook while the user is away
    // at the checkout: read afresh whenever a screen shows it and when the window regains focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  })

export interface UsePlanOptions {
  /** Milliseconds until the plan is read again (false: not again), e.g. while a purchase is confirmed. */
  poll?: (plan: UserPlan | undefined) => number | false
}

const signedInUserId = (state: AppState) => (state.isAuthenticated ? (state.user?.id ?? null) : null)

/**
 * The plan of the signed-in user. On a public page opened afresh the API client first restores
 * the access token from the refresh cookie; a session the server no longer knows is dropped
 * quietly there (the page then shows itself to a visitor), never with a trip to /login.
 */
export function usePlan({ poll }: UsePlanOptions = {}) {
  const userId = useAppStore(signedInUserId)
  return useQuery({
    ...planQueryOptions(userId),
    enabled: userId !== null,
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  })
}

/** After anything that uses a quota or changes the subscription. */
export const invalidatePlan = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.plan })

export const isPremium = (plan: UserPlan | undefined): boolean => plan?.plan === 'premium'

/**
 * Whether sponsored content may show: never for Premium (ad-free), never before hydration or
 * while a signed-in user's plan is unknown, always for visitors who are signed out.
 */
export function useShowsAds(): boolean {
  const hydrated = useHydrated()
  const signedIn = useAppStore((state) => signedInUserId(state) !== null)
  const plan = usePlan()
  if (!hydrated) return false
  if (!signedIn) return true
  return plan.data?.plan === 'free'
}

export interface QuotaLeft {
  /** Null: unlimited. */
  limit: number | null
  remaining: number | null
  resetsAt: string
}

export function quotaLeft(plan: UserPlan, quota: QuotaName): QuotaLeft {
  const limit = plan.limits[quota]
  return {
    limit,
    remaining: limit === null ? null : Math.max(0, limit - plan.usedToday[quota]),
    resetsAt: plan.resetsAt,
  }
}

/**
 * Today's allowance of a quota is used up: the tool's button is disabled, as the server would
 * refuse the call. False while the plan is unknown (the server still has the last word).
 */
export function useQuotaSpent(quota: QuotaName): boolean {
  const plan = usePlan().data
  return plan ? quotaLeft(plan, quota).remaining === 0 : false
}
