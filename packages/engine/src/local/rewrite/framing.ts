import type { UseCase } from '@tipsy/contracts'
import { FORMAL_SIGN_OFFS, GREETINGS, INFORMAL_GREETINGS } from '../lexicon/framing'
import { joinFrame, type MessageFrame, splitFrame } from '../text/message-frame'
import { phrasePattern } from '../text/phrases'
import { choose } from './choice'
import { type RewriteStep, type StepResult, unchanged } from './rewrite-step'

/** Use cases written like a letter: professional rewrites give them a greeting and a sign-off. */
const LETTER_USE_CASES: ReadonlySet<UseCase> = new Set(['work_email', 'negotiation'])

const INFORMAL_GREETING = new RegExp(`^${phrasePattern(INFORMAL_GREETINGS).source}`, 'iu')
const STIFF_GREETING = /^(?:dear|greetings)\b/i
const BARE_GREETING = new RegExp(`^${phrasePattern(GREETINGS).source}\\s*[,!.]*$`, 'iu')
const THANKS = /^(?:thanks|thx|thank you|many thanks|ty)\b/i

function isFormalSignOff(signOff: string): boolean {
  const firstLine =
    signOff
      .split('\n')[0]
      ?.toLowerCase()
      .replace(/[,.!\s]+$/, '') ?? ''
  return (FORMAL_SIGN_OFFS as readonly string[]).includes(firstLine)
}

/** Replaces the first line of a sign-off, keeping a name line under it. */
function withSignOffLine(signOff: string, line: string): string {
  const [, ...rest] = signOff.split('\n')
  return [line, ...rest].join('\n')
}

function endWithPunctuation(body: string): string {
  return body === '' || /(?:[.!?…:)]|\p{Extended_Pictographic}\uFE0F?)$/u.test(body) ? body : `${body}.`
}

/**
 * Rewrites only the body, keeping greeting and sign-off as they are. Inline, a greeting gets
 * its comma ("Hey, so…") and the body reads on from it, so its first letter keeps its case.
 */
export function mapBody(text: string, rewrite: (body: string, continuesGreeting: boolean) => string): string {
  const frame = splitFrame(text)
  const layout = text.includes('\n') ? 'letter' : 'inline'
  const greeting =
    frame.greeting && layout === 'inline' && /\p{L}$/u.test(frame.greeting)
      ? `${frame.greeting},`
      : frame.greeting
  const continuesGreeting = layout === 'inline' && greeting !== null && /[,–—-]$/.test(greeting)
  return joinFrame({ ...frame, greeting, body: rewrite(frame.body, continuesGreeting) }, layout)
}

/** "Hey! Can we…" → "Can we…": a greeting that names no one adds nothing to a short message. */
export const dropBareGreeting: RewriteStep = (text) => {
  const frame = splitFrame(text)
  if (!frame.greeting || frame.body === '' || !BARE_GREETING.test(frame.greeting)) return unchanged(text)
  const layout = text.includes('\n') ? 'letter' : 'inline'
  const body = frame.body.charAt(0).toUpperCase() + frame.body.slice(1)
  return {
    text: joinFrame({ ...frame, greeting: null, body }, layout),
    change: `Dropped the greeting '${frame.greeting}'`,
  }
}

/** Adds sentences before and after the body, inside any greeting and sign-off. */
export function addToBody(text: string, additions: { first?: string; last?: string }): string {
  const frame = splitFrame(text)
  const layout = text.includes('\n') ? 'letter' : 'inline'
  const body = [additions.first, endWithPunctuation(frame.body), additions.last]
    .filter((part) => part !== undefined && part !== '')
    .join(layout === 'letter' ? '\n\n' : ' ')
  return joinFrame({ ...frame, body }, layout)
}

interface Reframing {
  greeting: (greeting: string | null) => string | null
  signOff: (signOff: string | null) => string | null
  /** Greeting and sign-off on their own lines (e-mail) rather than inline. */
  asLetter: boolean
}

function describeFrameChanges(before: MessageFrame, after: MessageFrame): string | null {
  const notes: string[] = []
  if (before.greeting === null && after.greeting !== null)
    notes.push(`added the greeting '${after.greeting}'`)
  else if (before.greeting !== after.greeting && after.greeting !== null)
    notes.push(`changed the greeting '${before.greeting}' to '${after.greeting}'`)
  const afterSignOff = after.signOff?.split('\n')[0]
  if (before.signOff === null && afterSignOff) notes.push(`added the sign-off '${afterSignOff}'`)
  else if (before.signOff !== after.signOff && afterSignOff)
    notes.push(`changed the sign-off '${before.signOff?.split('\n')[0]}' to '${afterSignOff}'`)
  if (notes.length === 0) return null
  const sentence = notes.join(' and ')
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

function reframe(text: string, reframing: Reframing): StepResult {
  const before = splitFrame(text)
  const asLetter = reframing.asLetter || text.includes('\n')
  const signOff = reframing.signOff(before.signOff)
  const after: MessageFrame = {
    greeting: reframing.greeting(before.greeting),
    body: endWithPunctuation(before.body),
    // On one line a sign-off closes a sentence: "…by Friday? Thank you." not "Thank you,".
    signOff: !asLetter && signOff ? signOff.replace(/,$/, '.') : signOff,
  }
  const joined = joinFrame(after, asLetter ? 'letter' : 'inline')
  return { text: joined, change: describeFrameChanges(before, after) }
}

function formalGreeting(greeting: string | null, required: boolean): string | null {
  if (greeting === null) return required ? 'Hi,' : null
  const base = greeting.replace(INFORMAL_GREETING, 'Hi').replace(/[\s,!.–—-]+$/, '')
  return `${base.charAt(0).toUpperCase()}${base.slice(1)},`
}

const CASUAL_SIGN_OFF = /^(?:cheers|thx|ty|ttyl|talk soon|later|xo|xoxo|love|laters|speak soon)\b/i

/**
 * A formal sign-off: "Thanks" → "Thank you,", "Cheers" → "Best regards,"; a formal one or any
 * other closing line ("Apologies again,") and a name on its own ("Rita") are kept as written.
 */
function formalSignOff(signOff: string | null, required: boolean): string | null {
  if (signOff === null) return required ? 'Best regards,' : null
  const line = signOff.split('\n')[0] ?? ''
  if (isFormalSignOff(signOff)) return withSignOffLine(signOff, `${line.replace(/[\s,!.]+$/, '')},`)
  if (THANKS.test(line) && /^[\p{L} ]{0,20}[,.!]*$/u.test(line)) return withSignOffLine(signOff, 'Thank you,')
  if (CASUAL_SIGN_OFF.test(line)) return withSignOffLine(signOff, 'Best regards,')
  return signOff
}

/** Professional framing; `required` adds a greeting and sign-off where the message has none. */
export function frameFormally(text: string, required: boolean): StepResult {
  return reframe(text, {
    greeting: (greeting) => formalGreeting(greeting, required),
    signOff: (signOff) => formalSignOff(signOff, required),
    asLetter: required,
  })
}

/**
 * Professional framing where a letter is expected: a work e-mail or negotiation that the analysis
 * found opening without a greeting gets one and a sign-off; a greeting or sign-off already there
 * is made formal. A one-line note stays a note.
 */
export const frameForWork: RewriteStep = (text, reading) => {
  const letter = LETTER_USE_CASES.has(reading.useCase)
  const missing = reading.analysis.red_flags.some((flag) => flag.type === 'missing_greeting')
  if (!letter || !missing) return frameFormally(text, false)
  const frame = splitFrame(text)
  // "Mr. Reyes, this is the third time…": the reader named at the start becomes the greeting.
  const vocative = VOCATIVE.exec(frame.body)
  const greeting = vocative?.[1] ? `Dear ${vocative[1]},` : 'Hello,'
  const thanked = /\b(?:thank|thanks)\b/i.test(frame.body)
  const signOff =
    formalSignOff(frame.signOff, false) ??
    choose(
      reading,
      'sign-off',
      WORK_SIGN_OFFS.filter((line) => !(thanked && /thanks/i.test(line))),
    )
  const rest = vocative ? frame.body.slice(vocative[0].length) : frame.body
  const body = endWithPunctuation(rest.charAt(0).toUpperCase() + rest.slice(1))
  return {
    text: joinFrame({ greeting, body, signOff }, 'letter'),
    change: `Framed it as an e-mail: '${greeting}' … '${signOff.split('\n')[0]}'`,
  }
}

const VOCATIVE = /^((?:Mr|Mrs|Ms|Dr|Prof)\.? \p{Lu}[\p{L}'’-]+),\s*/u

/** Sign-offs for a work e-mail that had none; the same message always gets the same one. */
const WORK_SIGN_OFFS = ['Best regards,', 'Kind regards,', 'Best,', 'Regards,', 'Many thanks,']

function friendlyGreeting(greeting: string | null): string | null {
  if (greeting === null || !STIFF_GREETING.test(greeting)) return greeting
  const addressee = greeting
    .replace(STIFF_GREETING, '')
    .replace(/[\s,!.]+$/, '')
    .trim()
  return addressee ? `Hi ${addressee},` : 'Hi,'
}

function friendlySignOff(signOff: string | null, work: boolean): string | null {
  if (signOff !== null && /^(?:thanks|thx|ty|thank you)[.!]?$/i.test(signOff.split('\n')[0] ?? ''))
    return withSignOffLine(signOff, signOff.includes('\n') ? 'Thanks so much,' : 'Thanks so much!')
  if (signOff === null || !isFormalSignOff(signOff)) return signOff
  if (THANKS.test(signOff)) return withSignOffLine(signOff, 'Thanks so much,')
  return withSignOffLine(signOff, work ? 'All the best,' : 'Cheers,')
}

/**
 * Stiff greetings and sign-offs relaxed ("Dear Ms. Smith," → "Hi Ms. Smith,", "Kind regards,"
 * → "Cheers," among friends, "All the best," at work); none added.
 */
export const frameFriendly: RewriteStep = (text, reading) =>
  reframe(text, {
    greeting: friendlyGreeting,
    // An apology or a serious letter keeps its own sign-off: "Cheers" would read flippant there.
    signOff: (signOff) =>
      reading.serious || reading.situation === 'apology'
        ? signOff
        : friendlySignOff(signOff, LETTER_USE_CASES.has(reading.useCase)),
    asLetter: false,
  })
