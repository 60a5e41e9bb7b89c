import { sessionTokenSource } from '~/features/auth/session/session'
import { configureApiClient } from '~/lib/api-client-config'
import { reportServerReachable } from '~/lib/connectivity'
import { appError, useAppStore } from '~/stores/app-store'

/**
 * Gives the API client the session (bearer token, renewal after a 401) and the error toast
 * (docs/product.md §8: every failed call shows it). Returns a function that undoes it.
 */
export function installApiClient(): () => void {
  return configureApiClient({
    tokenSource: sessionTokenSource,
    onError: (error) => useAppStore.getState().setError(appError(error.detail, error.status)),
    onServerReachable: reportServerReachable,
  })
}
