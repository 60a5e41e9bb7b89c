import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { useAppStore } from '~/stores/app-store'

/**
 * docs/product.md §4: the server is told, but the local session (and with it the refresh timer)
 * and the user's data in the browser are cleared whatever it answers. The app clears its query
 * cache when the user changes.
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
