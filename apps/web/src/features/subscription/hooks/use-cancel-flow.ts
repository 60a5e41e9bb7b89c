import { useState } from 'react'
import { useCancelSubscription } from '../api/cancel-subscription'
import { CANCEL_FAILURE_TEXT, CANCEL_SUCCESS_TEXT } from '../lib/cancel-texts'

/**
 * docs/product.md §4, §5, §8 with an accessible dialog instead of the browser's: the dialog asks (docs/product.md's
 * confirmation text), the cancel request goes out, and the outcome is said on the screen. A
 * failure stays in the dialog with "Try again"; it is also recorded globally (the error toast).
 */
export function useCancelFlow(onDone: (message: string) => void) {
  const cancel = useCancelSubscription()
  const [open, setOpen] = useState(false)
  return {
    open,
    start: () => {
      cancel.reset()
      setOpen(true)
    },
    confirm: () => {
      if (cancel.isPending) return
      cancel.mutate(undefined, {
        onSuccess: () => {
          setOpen(false)
          onDone(CANCEL_SUCCESS_TEXT)
        },
      })
    },
    dismiss: () => {
      if (!cancel.isPending) setOpen(false)
    },
    isPending: cancel.isPending,
    error: cancel.isError ? CANCEL_FAILURE_TEXT : null,
  }
}
