import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { writeDraft } from '~/lib/drafts/draft-store'
import { useDraftOwner, useRestoredDraft } from '~/lib/drafts/use-draft'
import { cutGenerationQueryOptions } from '../api/find-cut-generation'
import { generationInFlightDraft } from '../lib/generator-drafts'

/**
 * A generation cut off by a reload (issue 39): the server may have finished it and saved it to
 * History although the page never got the answer. Each generation is marked while under way;
 * a page that opens with a mark looks for the answer in History and shows it, or says it did not
 * come (the prompt is still in the form, ready to generate again).
 */
export function useGenerationRecovery() {
  const owner = useDraftOwner()
  const restored = useRestoredDraft(generationInFlightDraft)
  const [superseded, setSuperseded] = useState(false)
  const cut = superseded ? null : restored
  const search = useQuery(cutGenerationQueryOptions(cut))
  const settled = cut !== null && !search.isPending

  useEffect(() => {
    if (settled && owner) writeDraft(owner, generationInFlightDraft, null)
  }, [settled, owner])

  return {
    /** Still looking in History for the answer to the generation cut off. */
    searching: cut !== null && search.isPending,
    /** The answer found in History. */
    recovered: settled ? (search.data ?? null) : null,
    /** The answer did not come: the user may generate again. */
    notFound: settled && !search.data,
    /** A new generation starts: the one cut off is no longer looked for, and this one is marked. */
    markStarted: (prompt: string) => {
      setSuperseded(true)
      if (owner) writeDraft(owner, generationInFlightDraft, { prompt, startedAt: Date.now() })
    },
    /** The generation ended here, answered or failed: nothing to recover. */
    markEnded: () => {
      if (owner) writeDraft(owner, generationInFlightDraft, null)
    },
  }
}
