import { Icon } from './icon'

export interface CloseButtonProps {
  /** The accessible name, e.g. "Dismiss error". */
  label: string
  onClick: () => void
  /** Colours for the surface it sits on. */
  className?: string
}

/** The × that closes a toast, an alert or a notice. */
export function CloseButton({ label, onClick, className = 'hover:bg-black/5' }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`-m-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-md ${className}`}
    >
      <Icon name="close" />
    </button>
  )
}
