import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '~/components/ui/spinner'
import { paths } from '~/config/paths'
import { useAppStore } from '~/stores/app-store'
import { meQueryOptions } from '../api/get-me'
import { loginRedirectState } from '../lib/login-redirect'
import { checkSession, decideWithoutNetwork, type GuardDecision } from '../session/check-session'
import { onSessionEnded } from '../session/session'

type GuardStatus = GuardDecision | 'checking'

/**
 * Renders its children only for a valid session (docs/product.md §5); otherwise sends the visitor
 * to /login, which brings them back here once they are signed in and, when the session they had
 * ended without their asking, says so. A logout (here or in another tab) just goes to /login.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation()
  const { pathname } = location
  const queryClient = useQueryClient()
  const isAuthenticated = useAppStore((state) => state.isAuthenticated)
  const [status, setStatus] = useState<GuardStatus>(
    () => decideWithoutNetwork(useAppStore.getState(), Date.now()) ?? 'checking',
  )
  const [sessionEnded, setSessionEnded] = useState(false)
  useEffect(() => onSessionEnded(() => setSessionEnded(true)), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation under /app passes the guard again.
  useEffect(() => {
    const quick = decideWithoutNetwork(useAppStore.getState(), Date.now())
    if (quick) {
      setStatus(quick)
      return
    }
    let active = true
    const hadSession = useAppStore.getState().isAuthenticated
    setStatus('checking')
    checkSession({
      fetchCurrentUser: () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
    }).then((decision) => {
      if (!active) return
      if (decision === 'denied' && hadSession) setSessionEnded(true)
      setStatus(decision)
    })
    return () => {
      active = false
    }
  }, [pathname, queryClient])

  if (status === 'denied' || (status === 'allowed' && !isAuthenticated)) {
    const comeBack = status === 'denied' || sessionEnded
    const state = comeBack ? loginRedirectState(location, sessionEnded ? 'session-ended' : undefined) : null
    return <Navigate to={paths.login.path} replace state={state} />
  }
  if (status === 'checking') return <Spinner label="Validating..." className="min-h-[50vh]" />
  return children
}
