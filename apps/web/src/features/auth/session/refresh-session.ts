import { endpoints } from '@tipsy/contracts'
import { ApiError, request } from '~/lib/api-client'
import { apiClientConfig, type Renewal } from '~/lib/api-client-config'
import { useAppStore } from '~/stores/app-store'
import { currentAccessToken, endSession } from './session'

const REFRESH_LOCK = 'tipsy:token-refresh'

let inFlight: Promise<void> | null = null

/** Tabs share the refresh cookie, and the server revokes the session if a spent one is replayed. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks?.request ? locks.request(REFRESH_LOCK, task) : task()
}

/**
 * Trades the HttpOnly refresh cookie for a new access token. One refresh at a time: callers
 * that arrive while one is under way await the same promise (and other tabs wait on the Web
 * Lock). Rejects with the failure; what a failure means is the caller's to decide.
 */
function refreshOnce(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const tokens = await withRefreshLock(() => request(endpoints.refresh, { body: {} }, { silent: true }))
      useAppStore.getState().setToken(tokens.accessToken, tokens.expiresIn)
    } finally {
      inFlight = null
    }
  })()
  return inFlight
}

/** docs/product.md §4: a refresh that fails ends the session (the app goes to /login) and is reported. */
export async function refreshSession(): Promise<void> {
  try {
    await refreshOnce()
  } catch (error) {
    endSession()
    // Reported after the session is cleared (clearing it also clears the stored error).
    if (error instanceof ApiError) apiClientConfig().onError(error)
    throw error
  }
}

/**
 * docs/product.md §4 "401 handling": a call answered 401 is replayed once with a new token. A token that
 * changed since the call was sent (another call's refresh got there first) is used as it is.
 */
export async function renewAfterUnauthorized(rejected: string | null): Promise<Renewal> {
  if (!useAppStore.getState().isAuthenticated) return 'no-session'
  const current = currentAccessToken()
  if (current && current !== rejected && !inFlight) return 'replay'
  try {
    await refreshSession()
  } catch {
    return 'session-ended'
  }
  return currentAccessToken() ? 'replay' : 'session-ended'
}

/**
 * The access token lives in memory only, so a page opened afresh (a public page, a reload) has
 * none although the user is signed in. This restores it from the refresh cookie before the
 * first authenticated call. Quietly: a session the server no longer knows is dropped without
 * sending anyone to /login (a public page works signed out), and an unreachable server leaves
 * the session as it is.
 */
export async function restoreAccessToken(): Promise<string | null> {
  const state = useAppStore.getState()
  if (!state.isAuthenticated || !state.user) return null
  try {
    await refreshOnce()
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      useAppStore.getState().clearSession()
    }
    return null
  }
  return currentAccessToken()
}
