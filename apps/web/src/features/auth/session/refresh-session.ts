import { endpoints } from '@tipsy/contracts'
import { ApiError, request } from '~/lib/api-client'
import { apiClientConfig, type Renewal } from '~/lib/api-client-config'
import { useAppStore } from '~/stores/app-store'
import { currentAccessToken, endSession } from './session'

const REFRESH_LOCK = 'tipsy:token-refresh'

let inFlight: Promise<void> | null = null

export const isRefreshing = (): boolean => inFlight !== null

/** Tabs share the refresh cookie, and the server revokes the session if a spent one is replayed. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks?.request ? locks.request(REFRESH_LOCK, task) : task()
}

/**
 * Trades the HttpOnly refresh cookie for a new access token. One refresh at a time: callers
 * that arrive while one is under way await the same promise (and other tabs wait on the Web
 * Lock). A failure ends the session and reports it.
 */
export function refreshSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const tokens = await withRefreshLock(() => request(endpoints.refresh, { body: {} }, { silent: true }))
      useAppStore.getState().setToken(tokens.accessToken, tokens.expiresIn)
    } catch (error) {
      endSession()
      // Reported after the session is cleared (clearing it also clears the stored error).
      if (error instanceof ApiError) apiClientConfig().onError(error)
      throw error
    } finally {
      inFlight = null
    }
  })()
  return inFlight
}

/**
 * SPEC §4 "401 handling": a call answered 401 is replayed once with a new token. A token that
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
