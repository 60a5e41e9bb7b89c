import type { ReactNode } from 'react'
import { CloseButton } from './close-button'

export interface AlertProps {
  children: ReactNode
  /** Shows a close button; the alert stays until the user dismisses it. */
  onDismiss?: () => void
  dismissLabel?: string
  className?: string
}

/** An inline error message (assertive live region) with an optional close button. */
export function Alert({ children, onDismiss, dismissLabel = 'Dismiss error', className = '' }: AlertProps) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 ${className}`}
    >
      <span aria-hidden="true" className="text-lg leading-6">
        ⚠️
      </span>
      <div className="min-w-0 flex-1 text-sm leading-6 break-words">{children}</div>
      {onDismiss ? (
        <CloseButton label={dismissLabel} onClick={onDismiss} className="text-red-800 hover:bg-red-100" />
      ) : null}
    </div>
  )
}
