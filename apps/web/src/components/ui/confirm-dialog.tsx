import { useEffect, useId, useRef } from 'react'
import { Button } from './button'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
  /** Cancel, Escape or closing the dialog any other way. */
  onCancel: () => void
  busy?: boolean
}

/**
 * A modal confirmation on the native `<dialog>`: the browser traps focus, makes the page behind
 * inert, closes on Escape and returns focus to the button that opened it. Cancel has the focus.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
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
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="bg-none bg-red-700 hover:bg-red-800">
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
