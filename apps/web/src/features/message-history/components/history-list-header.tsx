import { Button } from '~/components/ui/button'

export interface HistoryListHeaderProps {
  /** "Your generated messages". */
  title: string
  /** How many there are, once known; nothing is said of none. */
  total: number | undefined
  noun: { one: string; many: string }
  deleteAllDisabled: boolean
  onDeleteAll: () => void
}

/** A history list's title with its count, and "Delete All". */
export function HistoryListHeader({
  title,
  total,
  noun,
  deleteAllDisabled,
  onDeleteAll,
}: HistoryListHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-slate-700">
        {title}
        {total ? (
          <span className="text-slate-600">
            {' '}
            · {total} {total === 1 ? noun.one : noun.many}
          </span>
        ) : null}
      </p>
      <Button variant="secondary" disabled={deleteAllDisabled} onClick={onDeleteAll}>
        Delete All
      </Button>
    </div>
  )
}
