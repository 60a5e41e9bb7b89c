import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from './button'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  /** The button that closes the dialog without doing anything ("Cancel"). */
  cancelLabel?: string
  onConfirm: () => void
  /** Cancel, Escape or closing the dialog any other way. */
  onCancel: () => void
  busy?: boolean
  /** Shown while `busy` on the confirm button ("Cancelling..."). */
  busyLabel?: string
  /** A failure of the confirmed action, shown in the dialog so it can be tried again. */
  error?: string | null
  /** More than the description: offers or fields shown above the error and the buttons. */
  children?: ReactNode
  /** The confirm button stays unavailable, e.g. until the user has typed what it asks for. */
  confirmDisabled?: boolean
}

/** Tab and Shift+Tab go round the dialog's buttons instead of leaving the page for the browser's own UI. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not([disabled]), [href], input, select, textarea',
    ),
  ]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A modal confirmation on the native `<dialog>`: the page behind is inert, Escape closes it, the
 * focus goes round its buttons and returns to the button that opened it. Cancel has the focus.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  error = null,
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      onClose={() => {
        if (open) onCancel()
      }}
      // Escape while the action is under way would hide a dialog that is still working.
      onCancel={(event) => {
        if (busy) event.preventDefault()
      }}
      onKeyDown={keepFocusInside}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-slate-700">
        {description}
      </p>
      {children}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy}
          className="bg-none bg-red-700 hover:bg-red-800"
        >
          {busy && busyLabel ? busyLabel : error && !confirmDisabled ? 'Try again' : confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
