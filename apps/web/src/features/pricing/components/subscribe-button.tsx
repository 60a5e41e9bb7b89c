import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { invalidatePlan } from '~/api/get-plan'
import { Button, buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { ApiError } from '~/lib/api-client'
import { useAppStore } from '~/stores/app-store'
import { alreadySubscribedCodes, getCheckoutUrl } from '../api/get-checkout-url'

export interface SubscribeButtonProps {
  /** Where the browser goes; replaced in tests. */
  redirect?: (url: string) => void
}

const goTo = (url: string) => window.location.assign(url)

interface Refusal {
  message: string
  /** The user already has a subscription: manage (or resume) it instead. */
  manage: boolean
}

const FALLBACK = 'Failed to start checkout'

/**
 * docs/product.md §4 "Pricing": "Redirecting..." (disabled) while the checkout link is fetched, then the
 * browser goes to the hosted checkout. Visitors who are signed out sign in first. A refusal or
 * failure is said under the button, which comes back; "you already have Premium" links to the
 * subscription screen.
 */
export function SubscribeButton({ redirect = goTo }: SubscribeButtonProps) {
  const [redirecting, setRedirecting] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const signedIn = useAppStore((state) => state.isAuthenticated && state.user !== null)
  const queryClient = useQueryClient()

  // Coming back from the checkout with the Back button restores this page from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  // A visitor signs in first: a plain link, which also works on the prerendered page before
  // any JavaScript runs.
  if (!signedIn) {
    return (
      <Link to={paths.login.path} className={buttonClasses('primary', 'lg', 'w-full')}>
        Upgrade to Premium
      </Link>
    )
  }

  const subscribe = async () => {
    setRedirecting(true)
    setRefusal(null)
    try {
      redirect(await getCheckoutUrl())
    } catch (error) {
      setRedirecting(false)
      const manage = error instanceof ApiError && alreadySubscribedCodes.has(error.code ?? '')
      setRefusal({ message: error instanceof ApiError ? error.detail : FALLBACK, manage })
      // The plan this page showed was out of date.
      if (manage) void invalidatePlan(queryClient)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" onClick={subscribe} disabled={redirecting} aria-busy={redirecting}>
        {redirecting ? 'Redirecting...' : refusal && !refusal.manage ? 'Try again' : 'Upgrade to Premium'}
      </Button>
      {refusal ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <p>{refusal.message}</p>
          {refusal.manage ? (
            <Link
              to={paths.appSubscription.path}
              className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            >
              Go to my subscription
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
