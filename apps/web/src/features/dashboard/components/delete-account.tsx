import { ACCOUNT_DELETION_CONFIRMATION } from '@tipsy/contracts'
import { useId, useState } from 'react'
import { isPremium, usePlan } from '~/api/get-plan'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { canRetry } from '~/lib/api-client'
import { useDeleteAccount } from '../api/delete-account'
import { DownloadMyData } from './download-my-data'

/**
 * "Delete my account": a dialog that offers the download first and deletes only once the user
 * has typed DELETE. Then the landing page says the account is gone (see `useDeleteAccount`).
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const deletion = useDeleteAccount()
  const id = useId()
  const confirmed = typed.trim() === ACCOUNT_DELETION_CONFIRMATION
  // A refusal the same call cannot get past (a subscription to cancel first) is said, not retried.
  const refused = deletion.isError && !canRetry(deletion.error)

  const close = () => {
    setOpen(false)
    setTyped('')
    deletion.reset()
  }

  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-6">
      <h3 className="text-base font-semibold text-slate-900">Delete your account</h3>
      <p className="text-sm text-slate-700">
        Deletes your account and everything stored with it, straight away. It cannot be undone, so download
        your data first if you want to keep a copy.
      </p>
      <div>
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          className="border-red-300 text-red-800 hover:bg-red-50"
        >
          Delete my account
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description="Your account and everything Tipsy stores about you — messages, emoji history, preferences, usage and subscription — are deleted at once. This cannot be undone."
        confirmLabel="Yes, delete my account"
        cancelLabel="Keep my account"
        busy={deletion.isPending}
        busyLabel="Deleting..."
        error={deletion.error?.message ?? null}
        confirmDisabled={!confirmed || refused}
        onConfirm={() => deletion.mutate()}
        onCancel={close}
      >
        {open ? (
          <>
            <PremiumEndsNow />
            <div className="mt-4 flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
              <p className="text-sm font-medium text-slate-900">Want a copy first?</p>
              <DownloadMyData />
            </div>
          </>
        ) : null}
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor={`${id}-confirm`} className="text-sm font-semibold text-slate-900">
            Type {ACCOUNT_DELETION_CONFIRMATION} to confirm
          </label>
          <input
            id={`${id}-confirm`}
            type="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={deletion.isPending}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-h-11 w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 disabled:bg-slate-50"
          />
        </div>
      </ConfirmDialog>
    </div>
  )
}

/** Read only once the dialog is open: the plan decides whether there is a subscription to end. */
function PremiumEndsNow() {
  const premium = isPremium(usePlan().data)
  if (!premium) return null
  return (
    <p className="mt-3 text-sm text-slate-700">
      Your Premium subscription is cancelled with it, straight away: nothing more is charged, and the rest of
      the current period is not refunded.
    </p>
  )
}
