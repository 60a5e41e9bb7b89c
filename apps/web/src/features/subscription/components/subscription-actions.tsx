import { Link } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { paths } from '~/config/paths'
import { useCancelFlow } from '../hooks/use-cancel-flow'
import { useResumeFlow } from '../hooks/use-resume-flow'
import { CANCEL_CONFIRM_TEXT, CANCEL_DIALOG } from '../lib/cancel-texts'
import { Panel } from './detail-section'

export interface SubscriptionActionsProps {
  /** docs/product.md §4: only an active subscription without the cancel flag can be cancelled. */
  cancellable: boolean
  /** Cancelled at the period's end while the period runs: it can be taken back. */
  resumable: boolean
  /** "March 15, 2026": when a cancelled subscription's access ends. */
  accessUntil: string
  /** Told what a cancel or resume did, to say it beside the subscription's status. */
  onOutcome: (message: string) => void
}

export function SubscriptionActions({
  cancellable,
  resumable,
  accessUntil,
  onOutcome,
}: SubscriptionActionsProps) {
  const cancel = useCancelFlow(onOutcome)
  const resume = useResumeFlow(onOutcome)

  return (
    <Panel title="Subscription Actions">
      {cancellable ? (
        <p className="mt-2 text-sm text-slate-700">
          Cancel any time: you keep Premium until the end of the period you have paid for.
        </p>
      ) : null}
      {resumable ? (
        <p className="mt-2 text-sm text-slate-700">
          Changed your mind? Resume and Premium carries on after {accessUntil}, with nothing charged before
          then.
        </p>
      ) : null}
      {resume.error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {resume.error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {resumable ? (
          <Button onClick={resume.start} disabled={resume.isPending} aria-busy={resume.isPending}>
            {resume.isPending ? 'Resuming...' : resume.error ? 'Try again' : 'Resume subscription'}
          </Button>
        ) : null}
        {cancellable ? (
          <Button
            variant="secondary"
            onClick={cancel.start}
            disabled={cancel.isPending}
            className="border-red-200 text-red-800 hover:bg-red-50"
          >
            Cancel Subscription
          </Button>
        ) : null}
        <Link to={paths.appDashboard.path} className={buttonClasses('ghost', 'md', 'ring-1 ring-slate-200')}>
          Back to Dashboard
        </Link>
      </div>
      <ConfirmDialog
        open={cancel.open}
        title={CANCEL_DIALOG.title}
        description={CANCEL_CONFIRM_TEXT}
        confirmLabel={CANCEL_DIALOG.confirm}
        cancelLabel={CANCEL_DIALOG.keep}
        busy={cancel.isPending}
        busyLabel={CANCEL_DIALOG.busy}
        error={cancel.error}
        onConfirm={cancel.confirm}
        onCancel={cancel.dismiss}
      />
    </Panel>
  )
}
