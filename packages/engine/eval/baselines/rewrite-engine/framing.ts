import type { UseCase } from '@tipsy/contracts'
import { FORMAL_SIGN_OFFS, GREETINGS, INFORMAL_GREETINGS } from '../../../src/local/lexicon/framing'
import { joinFrame, type MessageFrame, splitFrame } from '../../../src/local/text/message-frame'
import { phrasePattern } from '../../../src/local/text/phrases'
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
  const continuesGreeting = layout === 'inline' && greeting !== null && greeting.endsWith(',')
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
  const after: MessageFrame = {
    greeting: reframing.greeting(before.greeting),
    body: endWithPunctuation(before.body),
    signOff: reframing.signOff(before.signOff),
  }
  const asLetter = reframing.asLetter || text.includes('\n')
  const joined = joinFrame(after, asLetter ? 'letter' : 'inline')
  return { text: joined, change: describeFrameChanges(before, after) }
}

function formalGreeting(greeting: string | null, required: boolean): string | null {
  if (greeting === null) return required ? 'Hi,' : null
  const base = greeting.replace(INFORMAL_GREETING, 'Hi').replace(/[\s,!.]+$/, '')
  return `${base.charAt(0).toUpperCase()}${base.slice(1)},`
}

function formalSignOff(signOff: string | null, required: boolean): string | null {
  if (signOff === null) return required ? 'Best regards,' : null
  if (isFormalSignOff(signOff))
    return withSignOffLine(signOff, `${signOff.split('\n')[0]?.replace(/[\s,!.]+$/, '')},`)
  return withSignOffLine(signOff, THANKS.test(signOff) ? 'Thank you,' : 'Best regards,')
}

/** Professional framing; `required` adds a greeting and sign-off where the message has none. */
export function frameFormally(text: string, required: boolean): StepResult {
  return reframe(text, {
    greeting: (greeting) => formalGreeting(greeting, required),
    signOff: (signOff) => formalSignOff(signOff, required),
    asLetter: required,
  })
}

export const frameForWork: RewriteStep = (text, useCase) => frameFormally(text, LETTER_USE_CASES.has(useCase))

function friendlyGreeting(greeting: string | null, useCase: UseCase, required: boolean): string | null {
  if (greeting === null) {
    if (!required) return null
    if (LETTER_USE_CASES.has(useCase)) return 'Hi there!'
    return useCase === 'apology' ? 'Hey,' : 'Hey!'
  }
  if (!STIFF_GREETING.test(greeting)) return greeting
  const addressee = greeting
    .replace(STIFF_GREETING, '')
    .replace(/[\s,!.]+$/, '')
    .trim()
  return addressee ? `Hi ${addressee}!` : 'Hi!'
}

function friendlySignOff(signOff: string | null): string | null {
  if (signOff === null || !isFormalSignOff(signOff)) return signOff
  return withSignOffLine(signOff, THANKS.test(signOff) ? 'Thanks so much!' : 'Cheers!')
}

/** A warm greeting ("Hey!") and a relaxed sign-off ("Cheers!"); stiff ones ("Dear…") relaxed. */
export function frameWarmly(text: string, useCase: UseCase, required: boolean): StepResult {
  return reframe(text, {
    greeting: (greeting) => friendlyGreeting(greeting, useCase, required),
    signOff: friendlySignOff,
    asLetter: false,
  })
}

export const frameFriendly: RewriteStep = (text, useCase) => frameWarmly(text, useCase, true)
