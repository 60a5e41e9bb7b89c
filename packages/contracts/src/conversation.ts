import { z } from 'zod'
import { analysisSchema, generatedMessageSchema, localTimeSchema, useCaseSchema } from './messages'
import { platformSchema, tonesSchema } from './tones'

/**
 * Reply from the conversation: the user pastes or screenshots a chat, confirms who said what,
 * and gets their last message read and three replies written with the whole thread in mind.
 * Only the confirmed transcript reaches the server; a screenshot is read on the user's device
 * (docs/decisions/0014) and never sent or stored.
 */

/** Who wrote a bubble: the other person, or the user. */
export const chatSides = ['them', 'me'] as const
export const chatSideSchema = z.enum(chatSides)
export type ChatSide = z.infer<typeof chatSideSchema>

export const CHAT_BUBBLE_MAX_LENGTH = 1000
export const CHAT_MAX_BUBBLES = 80
/** All bubbles' text together. */
export const CHAT_MAX_TOTAL_LENGTH = 8000
/** The optional "What do you want to say?" that steers the replies ("say yes but not before 8"). */
export const REPLY_INTENT_MAX_LENGTH = 300

export const chatBubbleSchema = z
  .strictObject({
    side: chatSideSchema,
    // Trimmed here, once: the server, the stored transcript and the screen's check see the same text.
    text: z
      .string()
      .trim()
      .min(1, 'A message in the chat must not be empty')
      .max(
        CHAT_BUBBLE_MAX_LENGTH,
        `A message in the chat must be at most ${CHAT_BUBBLE_MAX_LENGTH} characters`,
      ),
  })
  .meta({ id: 'ChatBubble' })
export type ChatBubble = z.infer<typeof chatBubbleSchema>

export const transcriptSchema = z
  .array(chatBubbleSchema)
  .min(1, 'The chat must have at least one message')
  .max(CHAT_MAX_BUBBLES, `The chat can have at most ${CHAT_MAX_BUBBLES} messages`)
  .refine(
    (bubbles) => bubbles.reduce((total, bubble) => total + bubble.text.length, 0) <= CHAT_MAX_TOTAL_LENGTH,
    `The chat can have at most ${CHAT_MAX_TOTAL_LENGTH} characters in all`,
  )
  .refine(
    (bubbles) => bubbles.some((bubble) => bubble.side === 'them'),
    'The chat needs at least one message from them to reply to',
  )

export const replyRequestSchema = z.strictObject({
  transcript: transcriptSchema,
  intent: z.string().max(REPLY_INTENT_MAX_LENGTH).optional(),
  tones: tonesSchema,
  platform: platformSchema.optional(),
  /** How their last message is read (MessageIQ's use case). */
  use_case: useCaseSchema.default('text_friend'),
  /** The user's local time, for the late-night check on their last message. */
  local_time: localTimeSchema.optional(),
})
export type ReplyRequest = z.infer<typeof replyRequestSchema>

export const replyResponseSchema = z.object({
  /** Their last message: the trailing bubbles of theirs, joined. */
  last_message: z.string(),
  /** MessageIQ's reading of their last message: how it reads and what it asks of the user. */
  analysis: analysisSchema,
  generatedMessages: z.array(generatedMessageSchema),
  /** The stored generation in the message history. */
  message_id: z.string(),
})
export type ReplyResponse = z.infer<typeof replyResponseSchema>

/** Their last message: the run of "them" bubbles after the user's last one, joined by new lines. */
export function lastMessageFromThem(transcript: readonly ChatBubble[]): string {
  const lastMine = transcript.findLastIndex((bubble) => bubble.side === 'me')
  const theirs = transcript.slice(lastMine + 1).filter((bubble) => bubble.side === 'them')
  const run = theirs.length > 0 ? theirs : transcript.filter((bubble) => bubble.side === 'them').slice(-1)
  return run.map((bubble) => bubble.text.trim()).join('\n')
}

/**
 * The chat as compared for "a chat counts once" (the pricing FAQ): who said what, in order, with
 * case and spacing aside. The same chat asked about again the same UTC day, with another intent,
 * tone or platform, is not read again from the quota; an edited chat is another chat.
 */
export function chatKey(transcript: readonly ChatBubble[]): string {
  return transcript
    .map((bubble) => `${bubble.side}:${bubble.text.trim().replace(/\s+/g, ' ').toLowerCase()}`)
    .join('\n')
}

/** The transcript as the lines a person would write it: "Them: …" / "Me: …". */
export function transcriptAsText(transcript: readonly ChatBubble[]): string {
  return transcript
    .map((bubble) => `${bubble.side === 'me' ? 'Me' : 'Them'}: ${bubble.text.trim()}`)
    .join('\n')
}
