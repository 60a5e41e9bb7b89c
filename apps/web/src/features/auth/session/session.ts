import type { TokenSource } from '~/lib/api-client-config'
import { useAppStore } from '~/stores/app-store'

/*
 * The session as the rest of the app sees it: the token source the API client is given, and
 * the "session ended" signal. Only the store is imported here, so the app can install it up
 * front; refreshing (which needs the API client) is loaded the first time a token is renewed.
 */

type Listener = () => void

const endedListeners = new Set<Listener>()

/** Called when the session ends without the user asking (failed refresh): the app then goes to /login. */
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener)
  return () => {
    endedListeners.delete(listener)
  }
}

/** Clears the local session (the refresh timer follows the store) and tells the app. */
export function endSession(): void {
  useAppStore.getState().clearSession()
  for (const listener of endedListeners) listener()
}

/** The signed-in user's access token, kept in memory only. */
export function currentAccessToken(): string | null {
  const { user, token } = useAppStore.getState()
  return user && token ? token : null
}

export const sessionTokenSource: TokenSource = {
  accessToken: currentAccessToken,
  async restore() {
    const { restoreAccessToken } = await import('./refresh-session')
    return restoreAccessToken()
  },
  async renewAfterUnauthorized(rejected) {
    const { renewAfterUnauthorized } = await import('./refresh-session')
    return renewAfterUnauthorized(rejected)
  },
}
