import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryClient } from '~/lib/query-client'
import { useAppStore } from '~/stores/app-store'

export const postLogout = () => request(endpoints.logout, { body: {} }, { silent: true })

/** docs/product.md §4: the server is told, but the local session is cleared whatever it answers. */
export async function logout(): Promise<void> {
  try {
    await postLogout()
  } catch {
    // Logging out must work offline or with a dead session.
  } finally {
    useAppStore.getState().clearSession()
    queryClient.clear()
  }
}
