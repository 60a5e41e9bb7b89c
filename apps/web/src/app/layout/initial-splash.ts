import { useEffect, useState } from 'react'

/** docs/product.md §2 and §9: the loading screen shows for 500 ms when the app starts. */
export const INITIAL_SPLASH_MS = 500

/**
 * Counted from the page's time origin, so the static splash of the SPA shell and this one
 * together last 500 ms rather than restarting when the route's code arrives.
 */
export function splashRemaining(now: number = performance.now(), durationMs = INITIAL_SPLASH_MS): number {
  return Math.max(0, durationMs - now)
}

/** True while the start-up splash should still cover a client-rendered screen. */
export function useInitialSplash(now?: () => number): boolean {
  const [visible, setVisible] = useState(() => splashRemaining(now?.()) > 0)
  useEffect(() => {
    if (!visible) return
    const timer = setTimeout(() => setVisible(false), splashRemaining(now?.()))
    return () => clearTimeout(timer)
  }, [visible, now])
  return visible
}
