import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '~/config/paths'
import { onSessionEnded } from '~/lib/session'
import { followOtherTabs } from '~/stores/app-store'

/**
 * docs/product.md §4: when a refresh fails the session ends and the user goes to /login. Sign-ins and
 * sign-outs in other tabs are followed too.
 */
export function SessionWatcher() {
  const navigate = useNavigate()
  useEffect(() => onSessionEnded(() => navigate(paths.login.path, { replace: true })), [navigate])
  useEffect(() => followOtherTabs(), [])
  return null
}
