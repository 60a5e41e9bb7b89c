import { useState } from 'react'
import { Link, useRevalidator, useRouteError } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'

/** docs/product.md §2 routing-failure fallback. */
export function RouteErrorFallback({ detail }: { detail: string }) {
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-3 px-4 py-16"
    >
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="font-mono text-lg text-red-800">{detail}</p>
    </main>
  )
}

/** docs/product.md §2 generic render-error fallback. */
export function RenderErrorFallback() {
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <span aria-hidden="true" className="text-5xl">
        😵‍💫
      </span>
      <h1 className="text-3xl font-bold text-slate-900">Oops! Something went wrong</h1>
      <p className="text-slate-700">
        We're sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <Button size="lg" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </main>
  )
}

/** A fetch that got no answer, as each browser words it (Chromium, Firefox, Safari). */
export function isFailedFetch(error: unknown): boolean {
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message)
}

/**
 * A page's data could not be fetched (server or network down): a way to try again without
 * reloading, which would end on the browser's own error page.
 */
export function PageLoadFailedFallback() {
  const revalidator = useRevalidator()
  const [tries, setTries] = useState(0)
  const busy = revalidator.state === 'loading'
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span aria-hidden="true" className="text-5xl">
        📡
      </span>
      <h1 className="text-3xl font-bold text-slate-900">This page could not be loaded</h1>
      <p className="text-slate-700" aria-live="polite">
        Tipsy cannot reach its server right now. Check your connection and try again.
        {tries > 0 && !busy ? ' It still could not be reached.' : ''}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          busy={busy}
          onClick={() => {
            setTries((count) => count + 1)
            void revalidator.revalidate()
          }}
        >
          {busy ? 'Trying…' : 'Try again'}
        </Button>
        <Link to={paths.home.path} className={buttonClasses('secondary', 'lg')}>
          Home
        </Link>
      </div>
    </div>
  )
}

/**
 * The error boundary of pages whose prerendered data is fetched on navigation: a failed fetch
 * is shown inside the header and footer, so the rest of the site stays a click away; any other
 * error goes on to the root's boundary.
 */
export function PageDataErrorBoundary() {
  const error = useRouteError()
  if (!isFailedFetch(error)) throw error
  return <PageLoadFailedFallback />
}
