import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

type Wrapper = ComponentType<{ children: ReactNode }>

let animated: Wrapper | null = null
let hasHydrated = false

/** Motion is fetched when the browser is idle after the first screen, so no page waits for it. */
function loadAnimation(): void {
  if (animated) return
  const load = () =>
    void import('./animated-route').then((module) => {
      animated = module.AnimatedRoute
    })
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2_000 })
  else setTimeout(load, 200)
}

/**
 * Wraps a screen; give it a `key` per screen. The first screen is not animated (prerendered HTML
 * must be visible before any script runs, and Motion is not in the initial bundle); screens
 * reached later fade in once the animation code has arrived.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const [Animated] = useState(() => (hasHydrated ? animated : null))
  useEffect(() => {
    hasHydrated = true
    loadAnimation()
  }, [])
  return Animated ? <Animated>{children}</Animated> : <div>{children}</div>
}
