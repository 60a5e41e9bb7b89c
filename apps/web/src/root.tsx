import './app/zod-without-eval'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router'
import type { Route } from './+types/root'
import { installApiClient } from './app/install-api-client'
import { AppShell } from './app/layout/app-shell'
import {
  isFailedFetch,
  PageLoadFailedFallback,
  RenderErrorFallback,
  RouteErrorFallback,
} from './app/layout/error-fallbacks'
import { LoadingScreen } from './app/layout/loading-screen'
import { RouteTransition } from './app/layout/route-transition'
import { topLevelKey } from './app/layout/top-level-key'
import { signedInMarkerScript } from './app/signed-in-marker'
import { createQueryClient } from './lib/query-client'
import './app.css'

installApiClient()

/** The SPA shell's head; every page replaces it with its own. */
export const meta: Route.MetaFunction = () => [
  { title: 'Tipsy — AI Message Writing Assistant' },
  {
    name: 'description',
    content: "Don't let your message suck. Tipsy writes, analyses and rewrites your messages with AI.",
  },
]

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The marker script may add data-signed-in before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7e22ce" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (signed-in-marker.ts). */}
        <script dangerouslySetInnerHTML={{ __html: signedInMarkerScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const { pathname } = useLocation()
  // The one query client of the page: every screen, the header and the pricing page share it.
  const [queryClient] = useState(createQueryClient)
  useEffect(() => {
    // Measured from the start (the observers read buffered entries), loaded when idle.
    const start = () =>
      void import('./lib/report-web-vitals').then((module) => module.startReportingWebVitals())
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 })
    else setTimeout(start, 1_000)
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <RouteTransition key={topLevelKey(pathname)}>
          <Outlet />
        </RouteTransition>
      </AppShell>
    </QueryClientProvider>
  )
}

/** The SPA shell (`__spa-fallback.html`) shows the start-up splash until the app's code runs. */
export function HydrateFallback() {
  return <LoadingScreen />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    return <RouteErrorFallback detail={`${error.status} ${error.statusText}`.trim()} />
  }
  if (isFailedFetch(error)) {
    return (
      <main id="main-content">
        <PageLoadFailedFallback />
      </main>
    )
  }
  if (error instanceof Error) {
    console.error(error)
    return <RenderErrorFallback />
  }
  return <RouteErrorFallback detail={String(error)} />
}
