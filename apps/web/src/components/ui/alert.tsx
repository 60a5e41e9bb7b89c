import type { ReactNode } from 'react'
import { Button } from './button'
import { CloseButton } from './close-button'

export interface AlertProps {
  children: ReactNode
  /** Shows a close button; the alert stays until the user dismisses it. */
  onDismiss?: () => void
  dismissLabel?: string
  /** A failed request: "Try again" repeats it. */
  onRetry?: (() => void) | undefined
  retrying?: boolean
  className?: string
}

/** An inline error message (assertive live region) with an optional close button. */
export function Alert({
  children,
  onDismiss,
  dismissLabel = 'Dismiss error',
  onRetry,
  retrying = false,
  className = '',
}: AlertProps) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 ${className}`}
    >
      <span aria-hidden="true" className="text-lg leading-6">
        ⚠️
      </span>
      <div className="min-w-0 flex-1 text-sm leading-6 break-words">
        {children}
        {onRetry ? (
          // Its own line: the button's inline-flex would otherwise sit on the text's last line ("…reply toTry again").
          <div className="mt-2">
            <Button
              variant="secondary"
              onClick={onRetry}
              busy={retrying}
              className="border-red-300 text-red-900 hover:bg-red-100"
            >
              {retrying ? 'Trying again...' : 'Try again'}
            </Button>
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <CloseButton label={dismissLabel} onClick={onDismiss} className="text-red-800 hover:bg-red-100" />
      ) : null}
    </div>
  )
}
