import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLoginWhenSessionEnds } from '~/features/auth/hooks/use-login-when-session-ends'
import { followOtherTabs, useAppStore } from '~/stores/app-store'

/**
 * docs/product.md §4: when a refresh fails the session ends and the user goes to /login. Sign-ins and
 * sign-outs in other tabs are followed too, and whenever the user changes (sign-in, sign-out,
 * another account) the cached server data of the previous one is dropped.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient()
  useLoginWhenSessionEnds()
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
