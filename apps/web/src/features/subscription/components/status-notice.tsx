import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { StatusNotice as Notice } from '../lib/status-notice'
import { noticeClasses } from '../lib/tone-classes'

export interface StatusNoticeProps {
  /** Null for a subscription that renews: then only an outcome is said, in green. */
  notice: Notice | null
  /** What the user's cancel or resume just did, said first in the same box (one story, not two). */
  outcome?: string | null
}

/** The notice under the badge for a subscription that is ending or has ended (docs/product.md §4). */
export function StatusNotice({ notice, outcome = null }: StatusNoticeProps) {
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  // The button that was pressed is gone once the subscription changes: focus the outcome instead.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const said = outcome ? (
    <p
      ref={outcomeRef}
      tabIndex={-1}
      data-testid="subscription-outcome"
      className={`text-sm font-semibold leading-6 ${notice ? 'mb-3 border-b border-current/20 pb-3' : ''}`}
    >
      {outcome}
    </p>
  ) : null
  if (!notice) {
    return said ? (
      <div role="status" className={`rounded-2xl border p-4 sm:p-5 ${noticeClasses.green}`}>
        {said}
      </div>
    ) : null
  }
  return (
    <div
      role="status"
      data-testid="subscription-notice"
      data-colour={notice.tone}
      className={`rounded-2xl border p-4 sm:p-5 ${noticeClasses[notice.tone]}`}
    >
      {said}
      <h2 className="font-bold">{notice.title}</h2>
      <p className="mt-1 text-sm leading-6">{notice.text}</p>
      {notice.link ? (
        <Link
          to={notice.link.to}
          className="mt-3 inline-block font-semibold underline underline-offset-2 hover:no-underline"
        >
          {notice.link.label}
        </Link>
      ) : null}
    </div>
  )
}
