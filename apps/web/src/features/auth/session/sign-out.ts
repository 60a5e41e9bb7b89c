import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { discardDrafts } from '~/lib/drafts/draft-store'
import { useAppStore } from '~/stores/app-store'

/**
 * docs/product.md §4: the server is told, but the local session (and with it the refresh timer)
 * and the user's data in the browser are cleared whatever it answers; their drafts stay (see
 * `logOut`). The app clears its query cache when the user changes.
 */
export async function signOut(): Promise<void> {
  try {
    await request(endpoints.logout, { body: {} }, { silent: true })
  } catch {
    // Signing out must work offline or with a dead session.
  } finally {
    useAppStore.getState().clearSession()
  }
}

/**
 * The user logs out: their drafts go too, before anything else (issue 39). A session that merely
 * ends keeps them, to be found again once the user signs in.
 */
export async function logOut(): Promise<void> {
  const userId = useAppStore.getState().user?.id
  if (userId) discardDrafts(userId)
  await signOut()
}
