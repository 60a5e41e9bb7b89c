import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '~/lib/api-client'

/** A delete the server did not carry out: the item is back in the list and can be deleted again. */
export interface FailedDelete {
  id: string
  detail: string
}

/** How long "Undo" is offered before a deleted item is really deleted. */
export const UNDO_DELETE_MS = 6_000

/**
 * Deleting one history item (a generation, an analysis) hides it at once and offers Undo for a
 * few seconds; only then is it deleted on the server by `deleteItem` (a mutation taking the id).
 * Leaving the screen deletes what is waiting right away. A delete the server refuses brings the
 * item back (the list is read again) and says why (the server's detail, else `failedText`), with
 * "Try again".
 */
export function useUndoableDelete(deleteItem: UseMutationResult<unknown, Error, string>, failedText: string) {
  const [waiting, setWaiting] = useState<readonly string[]>([])
  const [failed, setFailed] = useState<FailedDelete | null>(null)
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const commitRef = useRef<(id: string) => void>(() => undefined)

  commitRef.current = (id: string) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setFailed((current) => (current?.id === id ? null : current))
    deleteItem.mutate(id, {
      onError: (error) => setFailed({ id, detail: error instanceof ApiError ? error.detail : failedText }),
      onSettled: () => setWaiting((ids) => ids.filter((waitingId) => waitingId !== id)),
    })
  }

  const remove = useCallback((id: string) => {
    setWaiting((ids) => (ids.includes(id) ? ids : [...ids, id]))
    timers.current.set(
      id,
      setTimeout(() => commitRef.current(id), UNDO_DELETE_MS),
    )
  }, [])

  const undo = useCallback((id: string) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setWaiting((ids) => ids.filter((waitingId) => waitingId !== id))
  }, [])

  // Leaving the screen (or the page) carries out what is waiting.
  useEffect(() => {
    const pending = timers.current
    const flush = () => {
      for (const id of [...pending.keys()]) commitRef.current(id)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  return {
    /** Items hidden while their Undo is offered or their delete is under way. */
    hidden: waiting,
    /** The latest item whose Undo is still offered. */
    undoable: waiting.filter((id) => timers.current.has(id)).at(-1) ?? null,
    remove,
    undo,
    /** The last delete that failed, until it is tried again or dismissed. */
    failed,
    retry: () => {
      if (failed) commitRef.current(failed.id)
    },
    dismissFailure: () => setFailed(null),
  }
}
