import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { env } from '~/config/env'
import { useAppStore } from '~/stores/app-store'
import { checkoutUrl } from './checkout-url'

export interface SubscribeButtonProps {
  /** Where the browser goes; replaced in tests. */
  redirect?: (url: string) => void
}

const goTo = (url: string) => window.location.assign(url)

/** SPEC §4 "Pricing": sends the browser to the hosted checkout, showing "Redirecting..." meanwhile. */
export function SubscribeButton({ redirect = goTo }: SubscribeButtonProps) {
  const [redirecting, setRedirecting] = useState(false)

  // Coming back from the checkout with the Back button restores this page from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const subscribe = () => {
    setRedirecting(true)
    const email = useAppStore.getState().user?.email
    redirect(checkoutUrl({ checkoutUrl: env.checkoutUrl, origin: window.location.origin, email }))
  }

  return (
    <Button size="lg" className="w-full" onClick={subscribe} disabled={redirecting}>
      {redirecting ? 'Redirecting...' : 'Upgrade to Premium'}
    </Button>
  )
}
