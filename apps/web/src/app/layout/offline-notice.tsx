import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { env } from '~/config/env'
import { reportServerReachable, useConnectivity } from '~/lib/connectivity'

/** While the server does not answer, it is asked again this often. */
export const SERVER_RECHECK_MS = 5_000

/**
 * Asks the server whether it is back. A plain fetch rather than the API client: this lives in
 * every page's shell, and when the server is down the client's code may be the one thing that
 * cannot be fetched any more.
 */
async function checkServer(): Promise<void> {
  try {
    const response = await fetch(`${env.apiBase}/health`, { cache: 'no-store' })
    reportServerReachable(response.status < 500)
  } catch {
    reportServerReachable(false)
  }
}

/**
 * Says so while the network is down (navigator.onLine) or the server does not answer (failed
 * requests): what is on screen stays usable, and each failed action has its own "Try again".
 * The server is asked again every few seconds, so the notice goes away by itself.
 */
export function OfflineNotice() {
  const state = useConnectivity()
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    if (state !== 'server-unreachable') return
    const timer = setInterval(() => void checkServer(), SERVER_RECHECK_MS)
    return () => clearInterval(timer)
  }, [state])

  if (state === 'online') return null
  const checkNow = async () => {
    setChecking(true)
    await checkServer()
    setChecking(false)
  }
  return (
    <div role="status" className="border-t border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm sm:px-6">
        <p>
          <span aria-hidden="true">{state === 'offline' ? '📡 ' : '⏳ '}</span>
          {state === 'offline'
            ? 'You are offline. What is already open keeps working; new requests wait until you are back.'
            : 'Tipsy cannot reach its server right now. What is already open keeps working; try again in a moment.'}
        </p>
        {state === 'server-unreachable' ? (
          <Button
            variant="ghost"
            onClick={checkNow}
            busy={checking}
            className="text-amber-950 hover:bg-amber-100"
          >
            {checking ? 'Checking...' : 'Check again'}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
