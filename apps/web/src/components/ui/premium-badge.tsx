export interface PremiumBadgeProps {
  className?: string
}

/** Marks the Premium plan: next to the user's name in the header and on unlimited quotas. */
export function PremiumBadge({ className = '' }: PremiumBadgeProps) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-linear-to-r from-brand-700 to-accent-700 px-2 py-0.5 text-xs font-semibold text-white ${className}`}
    >
      <span aria-hidden="true">★</span>
      Premium
    </span>
  )
}
