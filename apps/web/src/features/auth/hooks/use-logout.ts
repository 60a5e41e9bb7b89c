import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '~/config/paths'
import { useAppStore } from '~/stores/app-store'

/**
 * Logs out and goes to /login. The API client is loaded on demand so that public pages, where
 * the header lives, do not ship it up front.
 */
export function useLogout(onLoggedOut?: () => void) {
  const navigate = useNavigate()
  const [isPending, setPending] = useState(false)
  const onLoggedOutRef = useRef(onLoggedOut)
  onLoggedOutRef.current = onLoggedOut

  const logout = useCallback(async () => {
    setPending(true)
    try {
      const { logOut } = await import('../session/sign-out')
      await logOut()
    } catch {
      useAppStore.getState().clearSession()
    } finally {
      setPending(false)
      onLoggedOutRef.current?.()
      navigate(paths.login.path)
    }
  }, [navigate])

  return { logout, isPending }
}
