import type { ToneName } from '@tipsy/contracts'
import type { Register } from '../../lexicon/relations'
import { pick } from '../../text/random'
import type { Act, Part, Reading } from '../request/reading'
import { ACT_FRAMES, type Frame, type FrameContext } from './act-frames'
import { capitalise, fill, lowerStart, slotsOf } from './slots'

/** One message before the voice acts on it: its lines in order, some of them optional. */
export interface Draft {
  voice: ToneName
  register: Register
  greeting?: string
  lines: DraftLine[]
  signOff?: string
}

export interface DraftLine {
  text: string
  /** Leads and closers can go when the message must be shorter; content never does. */
  optional: boolean
}

export interface DraftStyle {
  voice: ToneName
  register: Register
  /** An e-mail: greeting and sign-off on lines of their own. */
  letter: boolean
  /** Chance of a greeting in a chat message. */
  greetingChance: number
}

function usable(frame: Frame, context: FrameContext, register: Register): boolean {
  return (!frame.in || frame.in.includes(register)) && (!frame.when || frame.when(context))
}

interface Candidate {
  text: string
  always: boolean
  /** The frame placed the main part; when it did not ("Happy Eid!"), the part is said after it. */
  usesMain: boolean
}

const MAIN_SLOT = /\{(?:s|S|t|tn|a|ag|p|pg|pn|d|D|e)\}/

function candidates(
  frames: readonly Frame[] | undefined,
  context: FrameContext,
  register: Register,
): Candidate[] {
  const slots = slotsOf(context.main, context.reading, register)
  return (frames ?? []).flatMap((frame) => {
    if (!usable(frame, context, register)) return []
    const filled = fill(frame.text, slots)
    return filled === null
      ? []
      : [{ text: filled, usesMain: MAIN_SLOT.test(frame.text), always: frame.always === true }]
  })
}

/** In a negotiation the proposal is the point ("I want $105k"), not the offer it answers. */
const PROPOSAL =
  /\b(?:I want|I'd like|I would like|I can (?:do|offer|pay)|I could|how about|we could|I'll (?:do|take|pay|give)|I take|I propose)\b/i

const THEIR_POSITION =
  /^you(?:'re| are)? (?:want|wants|offered|offering|asked|asking|quoted|proposed|suggested)\b/i

const REFUSAL =
  /^I(?:'d| would) rather\b|^I (?:can't|cannot|won't|will not|am not able|'m not able|have to pass|'ll pass|need to pass|am going to pass|'m going to pass)\b/i

function mainPart(act: Act, parts: readonly Part[]): Part | undefined {
  if (act === 'negotiate') {
    const proposal = parts.find((part) => part.kind === 'statement' && PROPOSAL.test(part.text))
    if (proposal) return proposal
    // "you want it by Friday for $500. Friday is $750": the reader's position is context, the rest the offer.
    const position = parts.findIndex((part) => part.kind === 'statement' && THEIR_POSITION.test(part.text))
    const offer = parts.find((part, index) => index > position && part.kind === 'statement')
    if (position >= 0 && offer) return offer
  }
  if (act === 'decline') {
    // "they offered $300. I'd rather keep it": the part that says no carries the decline.
    const refusal = parts.find((part) => part.kind === 'statement' && REFUSAL.test(part.text))
    if (refusal) return refusal
  }
  for (const kind of ACT_FRAMES[act].main) {
    const found = parts.find((part) => part.kind === kind)
    if (found) return found
  }
  return undefined
}

const ends = (text: string, mark: string) =>
  /[.!?…)]$|\p{Extended_Pictographic}$/u.test(text) ? text : `${text}${mark}`

/** A part that is not the core, said plainly in the register. */
function renderPart(part: Part, act: Act, register: Register): string {
  switch (part.kind) {
    case 'statement':
    case 'reason':
    case 'quote': {
      // The reader's own news, told back to them, reads as something heard.
      if (
        ['wish', 'console', 'congratulate'].includes(act) &&
        /^you(?:'ve| have| had| were| got)\b/i.test(part.text)
      ) {
        return `I heard ${ends(part.text, '.')}`
      }
      if (act === 'negotiate' && /^you (?:want|need|asked for)\b/i.test(part.text))
        return `I understand ${ends(part.text, '.')}`
      if (act === 'wish' && /^you're turning \d/i.test(part.text))
        return `Can't believe ${ends(part.text, '!')}`
      return ends(capitalise(part.text), '.')
    }
    case 'question':
      return part.direct
        ? ends(capitalise(part.direct), '?')
        : `Could you let me know ${register === 'professional' ? part.embedded : part.embedded.replace(/^whether\b/, 'if')}?`
    case 'action':
      if (/^don't\b/i.test(part.text)) return ends(capitalise(part.text), '.')
      if (['invite', 'remind', 'inform', 'share_news', 'reply'].includes(act))
        return ends(capitalise(part.text), '.')
      if (act === 'boundary') return `Please ${part.text}.`
      return register === 'professional' ? `Could you also ${part.text}?` : `Could you ${part.text}?`
    case 'permission':
      return `Could I also ${part.text}?`
    case 'topic':
      return ends(capitalise(part.text), '.')
  }
}

const CHAT_GREETINGS: Record<Register, { named: string[]; unnamed: string[]; group: string[] }> = {
  professional: {
    named: ['Hi {n},', 'Hello {n},'],
    unnamed: ['Hi,', 'Hello,'],
    group: ['Hi all,', 'Hi everyone,', 'Hello all,'],
  },
  casual: {
    named: ['Hey {n}!', 'Hi {n}!', 'Hey {n},'],
    unnamed: [],
    group: ['Hey everyone!', 'Hi all!', 'Hey all,'],
  },
  light: { named: ['Hey {n}!', 'Hi {n}!'], unnamed: [], group: ['Hey everyone!'] },
}
const LETTER_GREETINGS: Record<Register, { named: string[]; unnamed: string[]; group: string[] }> = {
  professional: {
    named: ['Hi {n},', 'Dear {n},', 'Hello {n},'],
    unnamed: ['Hello,', 'Hi there,'],
    group: ['Hi all,', 'Hello everyone,', 'Dear all,'],
  },
  casual: { named: ['Hi {n},', 'Hey {n},'], unnamed: ['Hi,', 'Hey,'], group: ['Hi all,', 'Hey everyone,'] },
  light: { named: ['Hi {n},', 'Hey {n},'], unnamed: ['Hi,'], group: ['Hi all,'] },
}
const SIGN_OFFS: Record<Register, string[]> = {
  professional: ['Best regards,', 'Kind regards,', 'Many thanks,', 'Best,'],
  casual: ['Cheers,', 'Thanks,', 'Best,'],
  light: ['Talk soon,', 'Cheers,'],
}

function greetingFor(reading: Reading, style: DraftStyle, random: () => number): string | undefined {
  const bank = (style.letter ? LETTER_GREETINGS : CHAT_GREETINGS)[style.register]
  const full = reading.reader.name && !reading.reader.name.startsWith('@') ? reading.reader.name : undefined
  // "Hi James," rather than "Hi James Whitfield,": a full name without a title greets by the first.
  const name =
    full &&
    /^\p{Lu}[\p{L}'’-]+ \p{Lu}[\p{L}'’-]+$/u.test(full) &&
    !/^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Auntie|Aunt|Uncle|Coach|Grandma|Grandpa|Nana)\b/.test(full) &&
    !full.includes(' and ')
      ? full.split(' ')[0]
      : full
  const options = reading.reader.group ? bank.group : name ? bank.named : bank.unnamed
  // A bare "Hi!" before a chat message to someone unnamed adds nothing.
  if (options.length === 0) return undefined
  return pick(random, options).replace('{n}', name ?? '')
}

/**
 * Drafts one message for the reading: a core frame around the main part (the `variant`-th of
 * those that fit, so the messages of one request differ), the other parts said plainly, and an
 * optional lead, closer and greeting.
 */
export function draftMessage(
  reading: Reading,
  style: DraftStyle,
  random: () => number,
  variant: number,
): Draft {
  const frames = ACT_FRAMES[reading.act]
  const main = mainPart(reading.act, reading.parts)
  const context: FrameContext = { reading, main }
  const framed = candidates(frames.core, context, style.register)
  const inWritersWords = reading.actWord
    ? framed.filter((candidate) => reading.actWord?.test(candidate.text))
    : []
  const cores = inWritersWords.length > 0 ? inWritersWords : framed
  const lines: DraftLine[] = []
  const short = reading.hints.short === true
  const leads = candidates(frames.leads, context, style.register)
  if (!short && leads.length > 0 && random() < (frames.leadChance ?? 0))
    lines.push({ text: pick(random, leads).text, optional: true })
  const core =
    cores.length > 0 ? cores[(variant + Math.floor(random() * cores.length)) % cores.length] : undefined
  // "They offered $300. I'd rather keep it": what they asked comes before the answer to it.
  const answersFirst = core?.usesMain && (reading.act === 'decline' || reading.act === 'negotiate')
  const before = answersFirst && main ? reading.parts.slice(0, reading.parts.indexOf(main)) : []
  for (const part of before)
    lines.push({ text: renderPart(part, reading.act, style.register), optional: false })
  if (core) lines.push({ text: core.text, optional: false })
  // Nothing framed and nothing to say: the occasion itself ("Eid mubarak!") rather than an empty message.
  else if (reading.parts.length === 0 && reading.occasion)
    lines.push({ text: capitalise(`${reading.occasion}!`), optional: false })
  for (const part of reading.parts) {
    if ((part === main && core?.usesMain) || before.includes(part)) continue
    lines.push({ text: renderPart(part, reading.act, style.register), optional: false })
  }
  const closers = candidates(frames.closers, context, style.register)
  const needed = closers.filter((closer) => closer.always)
  if (needed.length > 0) lines.push({ text: pick(random, needed).text, optional: false })
  else if (!short && closers.length > 0 && random() < (frames.closerChance ?? 0)) {
    lines.push({ text: pick(random, closers).text, optional: true })
  }
  const draft: Draft = { voice: style.voice, register: style.register, lines }
  if (style.letter || random() < style.greetingChance) {
    const greeting = greetingFor(reading, style, random)
    if (greeting) draft.greeting = greeting
  }
  if (style.letter) draft.signOff = pick(random, SIGN_OFFS[style.register])
  return draft
}

/** The draft without its `count` least important optional lines (closer first, then lead). */
export function withoutOptional(draft: Draft, count: number): Draft | null {
  const optional = draft.lines.filter((line) => line.optional)
  if (count > optional.length) return null
  const dropped = new Set(optional.slice(-count).reverse().slice(0, count))
  return { ...draft, lines: draft.lines.filter((line) => !dropped.has(line)) }
}

/** The chat text of a draft: greeting, then the lines. After "Hey Sam," the body reads on in lower case. */
export function draftText(draft: Draft, letter: boolean): string {
  const named = draft.greeting ? /\b(\p{Lu}[\p{L}'’-]+)[,!]?$/u.exec(draft.greeting)?.[1] : undefined
  // "Hello Parisa, get well soon, Parisa!": once is enough.
  const body = draft.lines
    .map((line) => line.text)
    .join(' ')
    .replace(named ? new RegExp(`,\\s*${named}(?=[!.?])`, 'g') : /$^/, '')
  if (letter) return [draft.greeting, body, draft.signOff].filter(Boolean).join('\n\n')
  if (!draft.greeting) return body
  return draft.greeting.endsWith(',') ? `${draft.greeting} ${lowerStart(body)}` : `${draft.greeting} ${body}`
}
