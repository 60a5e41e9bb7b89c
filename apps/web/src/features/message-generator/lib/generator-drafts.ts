import { chatSideSchema, platformSchema, tonesSchema } from '@tipsy/contracts'
import { z } from 'zod'
import { defineDraft } from '~/lib/drafts/draft-store'

/*
 * What the generator and the reply screen keep of a form being filled in (issue 39). Each draft
 * is what the form shows: it stays after a generation (the request is still in its field) and
 * goes when the user empties the form or logs out.
 */

/** The platform and tones the user set by hand; left out, the saved preferences apply. */
const toneChoices = {
  platform: platformSchema.nullable().optional(),
  tones: tonesSchema.optional(),
}

export const generatorDraft = defineDraft(
  'message-generator',
  z.object({ prompt: z.string(), context: z.string(), ...toneChoices }),
)

/**
 * The generation under way, kept at once when it starts and forgotten when it ends: found on a
 * page that opens again, it means the page reloaded (or was left) before the answer came.
 */
export const generationInFlightDraft = defineDraft(
  'generation-in-flight',
  z.object({ prompt: z.string(), startedAt: z.number() }),
)

/** The read of a chat under way, the same way: History keeps a reply with the chat as its context. */
export const replyInFlightDraft = defineDraft(
  'reply-in-flight',
  z.object({ context: z.string(), startedAt: z.number() }),
)

/** A request under way, known by what History keeps of it: its prompt, or the chat it answered. */
export type RequestInFlight = ({ prompt: string } | { context: string }) & { startedAt: number }

/** The chat as typed or read (text only: a screenshot is never kept), what to say, and the tones. */
export const replyDraft = defineDraft(
  'reply',
  z.object({
    chatText: z.string(),
    bubbles: z.array(z.object({ side: chatSideSchema, text: z.string() })),
    exported: z
      .object({
        text: z.string(),
        people: z.object({ names: z.array(z.string()), me: z.string().nullable() }),
      })
      .nullable(),
    intent: z.string(),
    ...toneChoices,
  }),
)
