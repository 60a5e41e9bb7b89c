import { useState } from 'react'

/** The part of a TanStack mutation without variables that a confirmation needs. */
interface ConfirmableMutation {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void
  reset: () => void
  isPending: boolean
  error: Error | null
}

/**
 * A mutation asked for through a confirmation dialog ("Delete all"): `ask` opens the dialog
 * afresh, `confirm` runs it and closes the dialog once it succeeded; a failure keeps the dialog
 * open with its message and "Try again", and the dialog cannot be closed while it runs.
 */
export function useConfirmedMutation(mutation: ConfirmableMutation, onDone?: () => void) {
  const [open, setOpen] = useState(false)
  return {
    ask: () => {
      mutation.reset()
      setOpen(true)
    },
    dialog: {
      open,
      busy: mutation.isPending,
      error: mutation.error?.message ?? null,
      onConfirm: () =>
        mutation.mutate(undefined, {
          onSuccess: () => {
            onDone?.()
            setOpen(false)
          },
        }),
      onCancel: () => {
        if (!mutation.isPending) setOpen(false)
      },
    },
  }
}
