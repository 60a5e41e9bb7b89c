import { Link } from 'react-router'
import { type ButtonVariant, buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { useAppStore } from '~/stores/app-store'

export interface StartLinkProps {
  signedInLabel: string
  signedOutLabel: string
  variant?: ButtonVariant
  className?: string
}

/**
 * docs/product.md §2: the landing page's call to action goes to the app when signed in and to sign-in
 * otherwise. The prerendered page is signed out; the store's server snapshot keeps hydration
 * signed out too, and the signed-in label follows right after.
 */
export function StartLink({
  signedInLabel,
  signedOutLabel,
  variant = 'primary',
  className = '',
}: StartLinkProps) {
  const signedIn = useAppStore((state) => state.isAuthenticated && state.user !== null)
  return (
    <Link
      to={signedIn ? paths.app.path : paths.login.path}
      className={buttonClasses(variant, 'lg', className)}
    >
      {signedIn ? signedInLabel : signedOutLabel}
    </Link>
  )
}
