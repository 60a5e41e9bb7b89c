import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '~/config/paths'
import { loginRedirectState } from '../lib/login-redirect'
import { onSessionEnded } from '../session/session'

/**
 * docs/product.md §4: when the session ends without the user asking (a refresh that fails), the
 * app goes to /login, which says why and, once they are signed in, brings them back to this page.
 */
export function useLoginWhenSessionEnds(): void {
  const navigate = useNavigate()
  const location = useLocation()
  const here = useRef(location)
  useEffect(() => {
    here.current = location
  }, [location])
  useEffect(
    () =>
      onSessionEnded(() =>
        navigate(paths.login.path, {
          replace: true,
          state: loginRedirectState(here.current, 'session-ended'),
        }),
      ),
    [navigate],
  )
}
