import { Button } from './button'

export interface StaleNoteProps {
  onRetry: () => void
  retrying?: boolean
  className?: string
}

/** Data loaded earlier is still shown when reading it again failed (offline, server down). */
export function StaleNote({ onRetry, retrying = false, className = '' }: StaleNoteProps) {
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-1 text-sm text-amber-950 ring-1 ring-amber-200 ${className}`}
    >
      <p>Could not refresh this: showing what was loaded before.</p>
      <Button variant="ghost" onClick={onRetry} busy={retrying} className="text-amber-950 hover:bg-amber-100">
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  )
}
