import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { CloseButton } from '~/components/ui/close-button'
import { accountDeletedFrom } from '../lib/account-deleted-state'

/** On the landing page, right after the account was deleted: says so once, until dismissed. */
export function AccountDeletedNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const [deleted, setDeleted] = useState(() => accountDeletedFrom(location.state))
  const noticeRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!accountDeletedFrom(location.state)) return
    noticeRef.current?.focus()
    // Said once: a reload, or coming back to this entry, must not say it again.
    void navigate(location, { replace: true, state: null, preventScrollReset: true })
  }, [location, navigate])

  if (!deleted) return null
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <div
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        data-testid="account-deleted"
        className="flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-sm leading-6 text-green-900"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold">Your account has been deleted.</p>
          <p>
            Everything Tipsy stored about you is gone, and this device is signed out.
            {deleted.subscriptionCancelled
              ? ' Your Premium subscription was cancelled, so nothing more will be charged.'
              : ''}
          </p>
        </div>
        <CloseButton label="Dismiss" onClick={() => setDeleted(null)} className="hover:bg-green-100" />
      </div>
    </div>
  )
}
