import type { User } from '@tipsy/contracts'
import { ApiError } from '~/lib/api-client'
import { isPageUnloading } from '~/lib/page-lifecycle'
import { type AppState, useAppStore } from '~/stores/app-store'
import { refreshSession } from './refresh-session'
import { signOut } from './sign-out'

/** docs/product.md §9: the guard re-validates the token at most every 5 minutes. */
export const REVALIDATE_AFTER_MS = 5 * 60_000

export type GuardDecision = 'allowed' | 'denied'

type SessionSnapshot = Pick<AppState, 'isAuthenticated' | 'token' | 'tokenExpiresAt' | 'lastTokenValidation'>

/** The guard's answer when it needs no network; null when it must restore, log out or validate. */
export function decideWithoutNetwork(state: SessionSnapshot, now: number): GuardDecision | null {
  if (state.isAuthenticated && !state.token) return null
  if (!state.isAuthenticated || !state.token) return 'denied'
  if (state.tokenExpiresAt !== null && now >= state.tokenExpiresAt) return null
  if (state.lastTokenValidation !== null && now - state.lastTokenValidation < REVALIDATE_AFTER_MS)
    return 'allowed'
  return null
}

export interface CheckSessionDeps {
  /** Fetches the current user (GET /auth/me). */
  fetchCurrentUser: () => Promise<{ user: User }>
  now?: () => number
}

/** docs/product.md §5 route guard, plus restoring the in-memory token from the refresh cookie after a reload. */
export async function checkSession({
  fetchCurrentUser,
  now = Date.now,
}: CheckSessionDeps): Promise<GuardDecision> {
  const before = useAppStore.getState()
  if (before.isAuthenticated && !before.token) {
    try {
      await refreshSession()
    } catch {
      return 'denied'
    }
  }

  const state = useAppStore.getState()
  if (!state.isAuthenticated || !state.token) return 'denied'
  if (state.tokenExpiresAt !== null && now() >= state.tokenExpiresAt) {
    console.warn('Access token has expired')
    await signOut()
    return 'denied'
  }
  if (state.lastTokenValidation !== null && now() - state.lastTokenValidation < REVALIDATE_AFTER_MS) {
    return 'allowed'
  }

  try {
    const { user } = await fetchCurrentUser()
    useAppStore.getState().setUser(user)
    useAppStore.getState().markTokenValidated(now())
    return 'allowed'
  } catch (error) {
    // A request cut off because the page is navigating away says nothing about the session.
    if (isPageUnloading()) return 'denied'
    console.error('Token validation failed', error)
    if (error instanceof ApiError && (error.isNetworkError || error.status === 401)) {
      await signOut()
      return 'denied'
    }
    return 'allowed'
  }
}
