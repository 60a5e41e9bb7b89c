import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { useAppStore } from '~/stores/app-store'
import { getCheckoutUrl } from '../api/get-checkout-url'

export interface SubscribeButtonProps {
  /** Where the browser goes; replaced in tests. */
  redirect?: (url: string) => void
}

const goTo = (url: string) => window.location.assign(url)

/**
 * docs/product.md §4 "Pricing": "Redirecting..." (disabled) while the checkout link is fetched, then the
 * browser goes to the hosted checkout. Visitors who are signed out sign in first. A failure shows
 * the error toast (from the API client) and the button comes back.
 */
export function SubscribeButton({ redirect = goTo }: SubscribeButtonProps) {
  const [redirecting, setRedirecting] = useState(false)
  const signedIn = useAppStore((state) => state.isAuthenticated && state.user !== null)
  const navigate = useNavigate()

  // Coming back from the checkout with the Back button restores this page from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const subscribe = async () => {
    if (!signedIn) {
      navigate(paths.login.path)
      return
    }
    setRedirecting(true)
    try {
      redirect(await getCheckoutUrl())
    } catch {
      setRedirecting(false)
    }
  }

  return (
    <Button size="lg" className="w-full" onClick={subscribe} disabled={redirecting} aria-busy={redirecting}>
      {redirecting ? 'Redirecting...' : 'Upgrade to Premium'}
    </Button>
  )
}
