import { env } from '~/config/env'

export interface AffiliateLinkProps {
  /** Premium is ad-free: billing passes `hidden` for Premium users. */
  hidden?: boolean
  href?: string
  label?: string
  /** The copy for visitors: hidden by CSS in a signed-in user's browser until their plan is known. */
  visitorsOnly?: boolean
}

/** The sponsored product link shown on every page (docs/product.md §1), clearly marked as an advert. */
export function AffiliateLink({
  hidden = false,
  href = env.affiliateUrl,
  label = env.affiliateLabel,
  visitorsOnly = false,
}: AffiliateLinkProps) {
  if (hidden) return null
  return (
    <aside
      aria-label="Sponsored"
      data-visitors-only={visitorsOnly || undefined}
      className="border-t border-slate-200 bg-slate-50"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-4 text-center text-sm text-slate-700 sm:px-6">
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ring-1 ring-slate-300">
          Sponsored
        </span>
        <a
          href={href}
          target="_blank"
          rel="sponsored noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </aside>
  )
}
