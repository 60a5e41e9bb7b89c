import { Outlet, useLocation } from 'react-router'
import { useInitialSplash } from '~/app/layout/initial-splash'
import { LoadingScreen } from '~/app/layout/loading-screen'
import { PrefetchAppScreens } from '~/app/layout/prefetch-app-screens'
import { RouteTransition } from '~/app/layout/route-transition'
import { RouteGuard } from '~/features/auth/components/route-guard'
import { useTokenRefreshTimer } from '~/features/auth/hooks/use-token-refresh-timer'

export const meta = () => [{ title: 'Tipsy' }, { name: 'robots', content: 'noindex, nofollow' }]

export default function AppLayout() {
  const { pathname } = useLocation()
  const splash = useInitialSplash()
  useTokenRefreshTimer()

  return (
    <>
      {splash ? <LoadingScreen /> : null}
      <PrefetchAppScreens />
      <RouteGuard>
        <RouteTransition key={pathname}>
          <Outlet />
        </RouteTransition>
      </RouteGuard>
    </>
  )
}
