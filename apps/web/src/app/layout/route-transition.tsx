import * as m from 'motion/react-m'
import { type ReactNode, useEffect, useState } from 'react'

let hasHydrated = false

/**
 * A short fade and slide for each new screen. Give it a `key` per screen. The first screen is
 * not animated: prerendered HTML must be visible before any script runs.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const [animateIn] = useState(() => hasHydrated)
  useEffect(() => {
    hasHydrated = true
  }, [])
  return (
    <m.div
      initial={animateIn ? { opacity: 0, y: 8 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  )
}
