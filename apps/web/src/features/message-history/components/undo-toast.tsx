import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'

export interface UndoToastProps {
  message: string
  onUndo: () => void
}

/**
 * "Message deleted · Undo" at the bottom of the screen. The Undo button takes the focus, since
 * the button that was pressed has gone with its message.
 */
export function UndoToast({ message, onUndo }: UndoToastProps) {
  const undoRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    undoRef.current?.focus()
  }, [])
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex items-center gap-3 rounded-full bg-slate-900 py-1 pr-1 pl-5 text-sm font-medium text-white shadow-lg"
      >
        <span>{message}</span>
        <Button ref={undoRef} variant="inverse" onClick={onUndo}>
          Undo
        </Button>
      </div>
    </div>
  )
}
