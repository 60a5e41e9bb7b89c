import { type ReactNode, useEffect, useState } from 'react'

let hasHydrated = false

/**
 * Wraps a screen; give it a `key` per screen so each new screen fades and slides in (CSS
 * `.route-enter` in app.css; off when the user prefers reduced motion). The first screen is
 * not animated: prerendered HTML must be visible before any script runs.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const [animate] = useState(() => hasHydrated)
  useEffect(() => {
    hasHydrated = true
  }, [])
  return <div className={animate ? 'route-enter' : undefined}>{children}</div>
}
