import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { paths } from '~/config/paths'
import { signedInLinks } from './nav-links'

/** The performance mark set when the other screens' code starts loading. */
export const PREFETCH_MARK = 'tipsy:prefetch-app-screens'

/** Every screen of the app that the navigation leads to. */
const appScreens = [...new Set([...signedInLinks, paths.appHistory].map((entry) => entry.path))]

/**
 * Loads the code of every app screen once the first one is up and the browser is idle, so that
 * moving between screens keeps working when the network or the server goes away afterwards
 * (a screen whose code cannot be fetched would make React Router reload the whole page).
 */
export function PrefetchAppScreens() {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const start = () => {
      // Marked, so the bundle budget can tell this ahead-of-time loading from what a screen needs.
      performance.mark(PREFETCH_MARK)
      setIdle(true)
    }
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3_000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 1_000)
    return () => clearTimeout(timer)
  }, [])
  if (!idle) return null
  return appScreens.map((page) => <PrefetchPageLinks key={page} page={page} data-prefetch-screen="" />)
}
