import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { useCancelFlow } from '../hooks/use-cancel-flow'
import { Panel } from './detail-section'

export interface SubscriptionActionsProps {
  /** docs/product.md §4: only an active subscription without the cancel flag can be cancelled. */
  cancellable: boolean
}

export function SubscriptionActions({ cancellable }: SubscriptionActionsProps) {
  const cancel = useCancelFlow()
  return (
    <Panel title="Subscription Actions">
      {cancellable ? (
        <p className="mt-2 text-sm text-slate-700">
          Cancel any time: you keep Premium until the end of the period you have paid for.
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {cancellable ? (
          <Button
            variant="secondary"
            onClick={cancel.start}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            className="border-red-200 text-red-800 hover:bg-red-50"
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        ) : null}
        <Link to={paths.appDashboard.path} className={buttonClasses('ghost', 'md', 'ring-1 ring-slate-200')}>
          Back to Dashboard
        </Link>
      </div>
    </Panel>
  )
}
