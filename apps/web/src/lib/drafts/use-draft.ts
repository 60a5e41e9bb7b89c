import { useEffect, useMemo, useState } from 'react'
import { useAppStore } from '~/stores/app-store'
import { createDraftWriter, type DraftKind, readDraft } from './draft-store'

/** The signed-in user whose drafts a screen reads and writes; null when nobody is signed in. */
export const useDraftOwner = (): string | null =>
  useAppStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null))

/** The draft the signed-in user left in this form, read once when the form opens. */
export function useRestoredDraft<T>(kind: DraftKind<T>): T | null {
  const owner = useDraftOwner()
  const [restored] = useState(() => (owner ? readDraft(owner, kind) : null))
  return restored
}

/**
 * Keeps `value` as the signed-in user's draft of this kind, a moment after it last changed;
 * null forgets it. A waiting save is written when the form closes or the session ends (it is
 * still that user's draft), and dropped if they logged out.
 */
export function usePersistedDraft<T>(kind: DraftKind<T>, value: T | null): void {
  const owner = useDraftOwner()
  const writer = useMemo(() => (owner ? createDraftWriter(owner, kind) : null), [owner, kind])
  useEffect(() => () => writer?.flush(), [writer])

  // Compared as text: a form passes a new object on every render.
  const serialized = JSON.stringify(value)
  useEffect(() => {
    writer?.save(JSON.parse(serialized) as T | null)
  }, [writer, serialized])
}
