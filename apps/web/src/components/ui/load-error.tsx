import type { ReactNode } from 'react'
import { Button } from './button'

export interface LoadErrorProps {
  /** A heading or other lead-in above the message. */
  title?: ReactNode
  message: string
  onRetry: () => void
  retrying?: boolean
}

/** A failed load in place of its content, with "Try again". */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      {title}
      <p className="text-slate-700">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  )
}
