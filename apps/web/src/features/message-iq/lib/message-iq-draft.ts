import { useCaseSchema } from '@tipsy/contracts'
import { z } from 'zod'
import { defineDraft } from '~/lib/drafts/draft-store'

/**
 * What MessageIQ keeps of a message being worked on: the text and the use case the user picked
 * (left out, their saved default applies). It stays after an analysis (the user is still reading
 * it beside the results) and goes with Reset.
 */
export const messageIqDraft = defineDraft(
  'message-iq',
  z.object({ message: z.string(), useCase: useCaseSchema.optional() }),
)
