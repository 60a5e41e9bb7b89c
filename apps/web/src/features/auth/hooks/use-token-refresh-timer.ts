import { useEffect } from 'react'
import { startTokenRefreshTimer } from '../session/token-refresh-timer'

/** Starts (once per page load) the timer that refreshes the access token before it expires. */
export function useTokenRefreshTimer(): void {
  useEffect(() => {
    startTokenRefreshTimer()
  }, [])
}
