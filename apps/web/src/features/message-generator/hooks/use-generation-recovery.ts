import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type DraftKind, writeDraft } from '~/lib/drafts/draft-store'
import { useDraftOwner, useRestoredDraft } from '~/lib/drafts/use-draft'
import { cutGenerationQueryOptions } from '../api/find-cut-generation'
import type { RequestInFlight } from '../lib/generator-drafts'

/**
 * A generation or a chat's replies cut off by a reload (issue 39): the server may have finished
 * them and saved them to History although the page never got the answer. Each request is marked
 * (`inFlight`) while under way; a page that opens with a mark looks for the answer in History and
 * shows it, or says it did not come (the request is still in the form, ready to send again).
 */
export function useGenerationRecovery<T extends RequestInFlight>(inFlight: DraftKind<T>) {
  const owner = useDraftOwner()
  const restored = useRestoredDraft(inFlight)
  const [superseded, setSuperseded] = useState(false)
  const cut = superseded ? null : restored
  const search = useQuery(cutGenerationQueryOptions(cut))
  const settled = cut !== null && !search.isPending

  useEffect(() => {
    if (settled && owner) writeDraft(owner, inFlight, null)
  }, [settled, owner, inFlight])

  return {
    /** Still looking in History for the answer to the generation cut off. */
    searching: cut !== null && search.isPending,
    /** The answer found in History. */
    recovered: settled ? (search.data ?? null) : null,
    /** The answer did not come: the user may generate again. */
    notFound: settled && !search.data,
    /** A new request starts: the one cut off is no longer looked for, and this one is marked. */
    markStarted: (request: Omit<T, 'startedAt'>) => {
      setSuperseded(true)
      if (owner) writeDraft(owner, inFlight, { ...request, startedAt: Date.now() } as T)
    },
    /** The user started over: what was recovered is no longer theirs to see here. */
    forget: () => setSuperseded(true),
    /** The request ended here, answered or failed: nothing to recover. */
    markEnded: () => {
      if (owner) writeDraft(owner, inFlight, null)
    },
  }
}
