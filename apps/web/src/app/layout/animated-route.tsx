import * as m from 'motion/react-m'
import type { ReactNode } from 'react'
import { MotionProvider } from './motion-provider'

/** A short fade and slide in for a new screen. Loaded on demand by RouteTransition. */
export function AnimatedRoute({ children }: { children: ReactNode }) {
  return (
    <MotionProvider>
      <m.div
        initial={{ opacity: 0, y: 8 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.2, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </MotionProvider>
  )
}
