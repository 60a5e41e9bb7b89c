import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { paths } from '~/config/paths'
import { footerLegalLinks, footerProductLinks, signedInLinks } from './nav-links'

/** The performance mark set when the other screens' code starts loading. */
export const PREFETCH_MARK = 'tipsy:prefetch-app-screens'

/** Every screen the app's header and footer lead to: the app's own and the public pages. */
const screensLinkedFromTheApp = [
  ...new Set(
    [
      ...signedInLinks,
      paths.appHistory,
      paths.home,
      paths.about,
      ...footerProductLinks,
      ...footerLegalLinks,
    ].map((entry) => entry.path),
  ),
]

/**
 * Loads the code (and a prerendered page's data) of every screen the app links to once the
 * first one is up and the browser is idle, so that moving between them keeps working when the
 * network or the server goes away afterwards (a screen whose code cannot be fetched would make
 * React Router reload the whole page, which shows the browser's own error page then).
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
  return screensLinkedFromTheApp.map((page) => (
    <PrefetchPageLinks key={page} page={page} data-prefetch-screen="" />
  ))
}
