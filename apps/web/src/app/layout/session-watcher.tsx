import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '~/config/paths'
import { onSessionEnded } from '~/features/auth/session/session'
import { followOtherTabs, useAppStore } from '~/stores/app-store'

/**
 * docs/product.md §4: when a refresh fails the session ends and the user goes to /login. Sign-ins and
 * sign-outs in other tabs are followed too, and whenever the user changes (sign-in, sign-out,
 * another account) the cached server data of the previous one is dropped.
 */
export function SessionWatcher() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => onSessionEnded(() => navigate(paths.login.path, { replace: true })), [navigate])
  useEffect(() => followOtherTabs(), [])
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        const userOf = (s: typeof state) => (s.isAuthenticated ? (s.user?.id ?? null) : null)
        if (userOf(state) !== userOf(previous)) queryClient.clear()
      }),
    [queryClient],
  )
  return null
}
