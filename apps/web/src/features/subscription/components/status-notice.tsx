import { Link } from 'react-router'
import type { StatusNotice as Notice } from '../lib/status-notice'
import { noticeClasses } from '../lib/tone-classes'

/** The notice under the badge for a subscription that is ending or has ended (docs/product.md §4). */
export function StatusNotice({ notice }: { notice: Notice }) {
  return (
    <div
      role="status"
      data-testid="subscription-notice"
      data-colour={notice.tone}
      className={`rounded-2xl border p-4 sm:p-5 ${noticeClasses[notice.tone]}`}
    >
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
