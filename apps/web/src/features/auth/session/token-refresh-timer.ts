import { useAppStore } from '~/stores/app-store'
import { refreshSession } from './refresh-session'

/** docs/product.md §9: refresh 300 s before the access token expires. */
export const REFRESH_LEAD_MS = 300_000

let timer: ReturnType<typeof setTimeout> | undefined
let unsubscribe: (() => void) | undefined

/** Tokens shorter-lived than the lead time are refreshed halfway instead of in a tight loop. */
export function refreshDelay(expiresAt: number, now: number): number {
  const lifetime = Math.max(0, expiresAt - now)
  return Math.max(lifetime - REFRESH_LEAD_MS, lifetime / 2)
}

function schedule(expiresAt: number | null): void {
  clearTimeout(timer)
  timer = undefined
  if (expiresAt === null) return
  timer = setTimeout(
    () => {
      timer = undefined
      refreshSession().catch(() => {
        // refreshSession already ended the session and reported the failure.
      })
    },
    refreshDelay(expiresAt, Date.now()),
  )
}

/** Follows the token's expiry in the store: every new token reschedules, a cleared session cancels. */
export function startTokenRefreshTimer(): void {
  if (unsubscribe) return
  schedule(useAppStore.getState().tokenExpiresAt)
  unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.tokenExpiresAt !== previous.tokenExpiresAt) schedule(state.tokenExpiresAt)
  })
}

export function stopTokenRefreshTimer(): void {
  unsubscribe?.()
  unsubscribe = undefined
  schedule(null)
}
