import type { Reader } from './reader'

/** What a message can do: the speech acts a request asks for. */
export const acts = [
  'inform',
  'ask',
  'request',
  'apologise',
  'thank',
  'decline',
  'invite',
  'congratulate',
  'wish',
  'console',
  'remind',
  'follow_up',
  'boundary',
  'negotiate',
  'share_news',
  'reply',
] as const
export type Act = (typeof acts)[number]

/**
 * A piece of the message's content, already in direct speech (pronouns turned to the reader),
 * not capitalised and without end punctuation: the act's frame decides how each is said.
 */
export type Part =
  /** "the tap in the kitchen has been leaking since Monday" */
  | { kind: 'statement'; text: string }
  /** "do you still have my blue jacket" / "whether you still have my blue jacket" */
  | { kind: 'question'; direct: string | null; embedded: string }
  /** What the reader is asked to do, as a base verb phrase: "pick up the kids from school at 3:15". */
  | { kind: 'action'; text: string }
  /** What the writer asks to do or have: "borrow your drill for the weekend" (→ "Could I…?"). */
  | { kind: 'permission'; text: string }
  /** What the act is about, as a noun or -ing phrase: "your new job", "covering my shift". */
  | { kind: 'topic'; text: string; gerund: boolean }
  /** Why: "I have to work". */
  | { kind: 'reason'; text: string }
  /** Words the writer wants said exactly. */
  | { kind: 'quote'; text: string }

/** How the request wants the message to sound, from "make it funny", "politely", "keep it short". */
export interface StyleHints {
  funny?: boolean
  short?: boolean
  gentle?: boolean
  formal?: boolean
}

/** The request read as an instruction: the act asked for, to whom, and what to say. */
export interface Reading {
  act: Act
  reader: Reader
  parts: Part[]
  hints: StyleHints
  /**
   * A wish or event the act names without a clause ("happy birthday", "good luck", "a safe
   * trip"): its words, in the reader's perspective.
   */
  occasion?: string
  /** The message the writer is answering, when the request is a reply (from the context). */
  replyingTo?: string
  /** The situation forbids jokes, emoji and breezy closers (a loss, a complaint, a boundary). */
  serious: boolean
  /** Lower-case words of the request that a message capitalises ("priya" → "Priya", "sunday"). */
  properNouns: ReadonlyMap<string, string>
  /** The word the writer used for the act ("say sorry", "thank"): the message says it the same way. */
  actWord?: RegExp
}

/** A request nobody could write a message from, with what to tell the user. */
export interface Unclear {
  unclear: true
  hint: string
}
