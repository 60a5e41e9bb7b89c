import { Button } from '~/components/ui/button'

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
