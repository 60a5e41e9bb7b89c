import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '~/components/ui/spinner'
import { paths } from '~/config/paths'
import { useAppStore } from '~/stores/app-store'
import { meQueryOptions } from '../api/get-me'
import { checkSession, decideWithoutNetwork, type GuardDecision } from '../session/check-session'

type GuardStatus = GuardDecision | 'checking'

/** Renders its children only for a valid session (docs/product.md §5); otherwise sends the visitor to /login. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const isAuthenticated = useAppStore((state) => state.isAuthenticated)
  const [status, setStatus] = useState<GuardStatus>(
    () => decideWithoutNetwork(useAppStore.getState(), Date.now()) ?? 'checking',
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation under /app passes the guard again.
  useEffect(() => {
    const quick = decideWithoutNetwork(useAppStore.getState(), Date.now())
    if (quick) {
      setStatus(quick)
      return
    }
    let active = true
    setStatus('checking')
    checkSession({
      fetchCurrentUser: () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
    }).then((decision) => {
      if (active) setStatus(decision)
    })
    return () => {
      active = false
    }
  }, [pathname, queryClient])

  if (status === 'denied' || (status === 'allowed' && !isAuthenticated)) {
    return <Navigate to={paths.login.path} replace />
  }
  if (status === 'checking') return <Spinner label="Validating..." className="min-h-[50vh]" />
  return children
}
