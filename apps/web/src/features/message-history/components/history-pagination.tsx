import { Button } from '~/components/ui/button'

export interface HistoryPaginationProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  disabled?: boolean
  /** Names the page navigation for assistive technology. */
  label?: string
}

export function HistoryPagination({
  page,
  pageCount,
  onPageChange,
  disabled = false,
  label = 'Message history pages',
}: HistoryPaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={disabled || page <= 1}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="secondary"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= pageCount}
      >
        Next <span aria-hidden="true">→</span>
      </Button>
    </nav>
  )
}
