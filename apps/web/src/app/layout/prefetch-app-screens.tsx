import { useEffect, useState } from 'react'
import { matchRoutes, PrefetchPageLinks, type RouteObject } from 'react-router'
import { paths } from '~/config/paths'
import { footerLegalLinks, footerProductLinks, signedInLinks } from './nav-links'

/** The performance mark set when the other screens' code starts loading. */
export const PREFETCH_MARK = 'tipsy:prefetch-app-screens'
/** The performance mark set once every screen's code has loaded or failed to. */
export const PREFETCHED_MARK = 'tipsy:app-screens-prefetched'

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

/** A route as React Router's build manifest describes it (`window.__reactRouterManifest`). */
export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> }
  }
}

/** The route modules a page needs, outermost first; none when no route matches it. */
export function routeModulesOf(page: string, routes: Record<string, ManifestRoute>): string[] {
  const toRouteObject = (route: ManifestRoute): RouteObject => {
    const children = Object.values(routes)
      .filter((child) => child.parentId === route.id)
      .map(toRouteObject)
    return route.index
      ? { id: route.id, path: route.path, index: true }
      : { id: route.id, path: route.path, children }
  }
  const tree = Object.values(routes)
    .filter((route) => !route.parentId)
    .map(toRouteObject)
  return (matchRoutes(tree, page) ?? []).flatMap((match) => {
    const route = match.route.id === undefined ? undefined : routes[match.route.id]
    return route ? [route.module] : []
  })
}

const importModule = (url: string) => import(/* @vite-ignore */ url)

/**
 * Imports each page's route modules and answers the pages whose code all arrived. A failure is
 * caught here: React Router reloads the whole page when it fails to import a route module itself,
 * which with the server or the network gone shows the browser's own error page (and loses what
 * the user typed). Once imported here, React Router's own import of the module cannot fail.
 */
export async function loadScreensCode(
  pages: readonly string[],
  routes: Record<string, ManifestRoute>,
  load: (url: string) => Promise<unknown> = importModule,
): Promise<string[]> {
  const loaded = await Promise.all(
    pages.map(async (page) => {
      const modules = routeModulesOf(page, routes)
      if (modules.length === 0) return null
      const results = await Promise.allSettled(modules.map(load))
      return results.every((result) => result.status === 'fulfilled') ? page : null
    }),
  )
  return loaded.filter((page): page is string => page !== null)
}

/**
 * Loads the code (and a prerendered page's data) of every screen the app links to once the
 * first one is up and the browser is idle, so that moving between them keeps working when the
 * network or the server goes away afterwards. A screen whose code did not arrive is left to
 * React Router to load when it is opened, as without this.
 */
export function PrefetchAppScreens() {
  const [loadedPages, setLoadedPages] = useState<readonly string[]>([])
  useEffect(() => {
    let cancelled = false
    const start = () => {
      // Marked, so the bundle budget can tell this ahead-of-time loading from what a screen needs.
      performance.mark(PREFETCH_MARK)
      const routes = window.__reactRouterManifest?.routes ?? {}
      void loadScreensCode(screensLinkedFromTheApp, routes).then((pages) => {
        performance.mark(PREFETCHED_MARK)
        if (!cancelled) setLoadedPages(pages)
      })
    }
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3_000 })
      return () => {
        cancelled = true
        window.cancelIdleCallback(id)
      }
    }
    const timer = setTimeout(start, 1_000)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [])
  return loadedPages.map((page) => <PrefetchPageLinks key={page} page={page} data-prefetch-screen="" />)
}
