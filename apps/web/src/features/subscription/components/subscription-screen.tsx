import { LoadError } from '~/components/ui/load-error'
import { Spinner } from '~/components/ui/spinner'
import { StaleNote } from '~/components/ui/stale-note'
import { useSubscriptionStatus } from '../api/get-subscription-status'
import { NoSubscription } from './no-subscription'
import { SubscriptionDetails } from './subscription-details'

/** docs/product.md §4 "Subscription": loading, error, empty, detail. */
export function SubscriptionScreen() {
  const status = useSubscriptionStatus()

  if (status.isPending) {
    return <Spinner label="Loading subscription information..." className="py-16" />
  }
  if (status.isError && !status.data) {
    return (
      <LoadError
        title={<h2 className="text-xl font-bold text-slate-900">Unable to load subscription information</h2>}
        message={status.error.message}
        onRetry={() => status.refetch()}
        retrying={status.isFetching}
      />
    )
  }
  const { subscription } = status.data
  return (
    <>
      {status.isError ? (
        <StaleNote onRetry={() => status.refetch()} retrying={status.isFetching} className="mb-4" />
      ) : null}
      {subscription ? <SubscriptionDetails subscription={subscription} /> : <NoSubscription />}
    </>
  )
}
