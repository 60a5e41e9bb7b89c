import { type PerspectiveOptions, toReader } from './perspective'
import { isDirectQuestion, type QuestionForms, whQuestion, yesNoQuestion } from './questions'
import type { Reader } from './reader'
import type { Part } from './reading'
import { type Source, type Span, spanText, trimSpan } from './source'
import { verbPhraseToBase } from './verb-forms'
import { NOUNS_IN_ING } from './words'

/**
 * The content of a request — what follows "tell Sam", "ask my boss", "thank Mike" — read into
 * parts in direct speech. Clauses are split at sentence ends, semicolons, dashes and at commas
 * that start a new clause, so "I'm running 20 min late, traffic on the M25 is a nightmare"
 * becomes two statements, and "because …" becomes the reason.
 */

const REASON_START = /^(?:because|bc|cause|'cause|cuz|since|as)\s+/i
const WRITER_GERUND =
  /^(?:starting|moving|having|hosting|throwing|organi[sz]ing|running|planning|leaving|heading|selling|booking|getting married|flying|driving|cooking|baking)\s+(?!to\b|for\b)/i
const WH_START = /^(?:what|what's|when|where|where's|who|who's|whos|whom|why|how|which|whose)\b/i
const IMPERATIVE_START =
  /^(?:bring|come|call|text|let|send|pick|meet|grab|bring|remember|don't|please|rsvp|reply|wear|park|use|check|email|venmo|pay|tell|ask|join|dress|arrive|drop|say)\b/i
const CLAUSE_START =
  /^(?:i|i'm|i'll|i've|i'd|we|we're|we'll|we've|you|you're|he|he's|she|she's|they|they're|it|it's|there|there's|that's|my|our|the|this|because|bc|since|so|but|and then|also|plus|then|as (?:i|we|you|he|she|they|it)(?:'m|'re|'s)?)\b/i
// Chat noise that carries no content: "… lol", "pls", "thx", "tho".
const TRAILING_NOISE =
  /(?:[\s,]+(?:lol|lmao|haha+|pls|please|thx|thanks|tho|though|(?<!\b(?:not|is|isn't|be|was|it's|that's|all|are|feel|feeling|seem|seems|am|I'm|you're|we're|they're)\s)(?:ok|okay)|xx+|x|!+|\?+))+\s*$/i
/** ", want to reach out", "i wanna check in": the writer's intention, said to the assistant. */
const WRITER_INTENT =
  /,?\s+(?:and\s+)?(?:i\s+)?(?:want|wanna|need|would like|'d like)\s+to\s+(?:reach out|check in|check on (?:him|her|them|you)|say something(?: nice| kind| supportive)?|send (?:something|a (?:message|msg|text|note))|message (?:him|her|them|you)|text (?:him|her|them|you))\s*$/i
const LEADING_NOISE =
  /^(?:(?:and\s+)?(?:I\s+(?:want|need|wanna|have)\s+(?:to\s+)?)?say(?:\s+that(?=\s+(?:I|I'm|I'll|I've|we|we're|we'll|you|you're|he|she|they|it's|the|my|our|his|her|there)\b))?|that|just|like|so|um|uh|basically|and|saying|to say|ngl|tbh|lowkey|honestly|omg|lol|okay so|ok so)\s+/i

export interface TailOptions extends PerspectiveOptions {
  reader: Reader
  /** The instruction asks for something ("requesting a copy of …"). */
  requesting?: boolean
  /** "asking to borrow his drill": the writer asks to do it, not the reader. */
  permission?: boolean
}

/** After a comma, "things have been crazy" or "can't afford it" starts a clause of its own. */
function startsClause(source: Source, from: number, end: number): boolean {
  const words = source.words.filter((word) => word.start >= from && word.end <= end).slice(0, 4)
  const [first] = words
  if (!first) return false
  if (first.tags.has('Modal') || first.tags.has('Auxiliary')) return true
  if (!first.tags.has('Noun') && !first.tags.has('Determiner') && !first.tags.has('Pronoun')) return false
  return words
    .slice(1)
    .some(
      (word) =>
        word.tags.has('Verb') &&
        !word.tags.has('Gerund') &&
        !word.tags.has('Infinitive') &&
        !word.tags.has('Noun'),
    )
}

/** Splits a span into clause spans (see above). */
export function splitClauses(source: Source, span: Span): Span[] {
  const text = source.text
  const clauses: Span[] = []
  let start = span.start
  const push = (end: number) => {
    const trimmed = trimSpan(source, { start, end })
    if (trimmed.end > trimmed.start) clauses.push(trimmed)
  }
  for (let at = span.start; at < span.end; at++) {
    const char = text.charAt(at)
    const after = text.slice(at + 1, span.end).trimStart()
    const sentenceEnd =
      /[.!?;]/.test(char) &&
      /^\s|^$/.test(text.charAt(at + 1)) &&
      // "1. buy milk": a list number is not a sentence; nor is "Mrs." or "Dr." a sentence end.
      !/^\s*\d{1,2}$/.test(text.slice(start, at)) &&
      !(
        char === '.' &&
        /(?:^|\s)(?:mr|mrs|ms|dr|prof|st|jr|sr|vs|etc|approx|no|ref)$/i.test(text.slice(start, at))
      )
    const dash =
      /[–—]/.test(char) || (char === '-' && text.charAt(at - 1) === ' ' && text.charAt(at + 1) === ' ')
    const comma =
      char === ',' &&
      !(/\d/.test(text.charAt(at - 1)) && /\d/.test(text.charAt(at + 1))) &&
      (CLAUSE_START.test(after) || IMPERATIVE_START.test(after) || startsClause(source, at + 1, span.end)) &&
      after.split(/\s+/).length >= 2
    if (sentenceEnd || dash || comma) {
      push(at)
      start = at + 1
    }
  }
  push(span.end)
  return clauses
}

/** A clause's text turned to the reader, with the request's noise and leading "that" removed. */
export function clauseText(source: Source, span: Span, options: TailOptions): string {
  const turned = toReader(source, span, options.reader, options)
  return (
    turned
      .replace(/\b(?:and\s+)?(?:tell|let)\s+(?:him|her|them|you)(?:\s+know)?(?:\s+that)?\s+(?!to\b)/gi, '')
      // "… and remind him to eat something green": the reminder itself.
      .replace(/\band\s+remind\s+(?:him|her|them|you)\s+to\s+/gi, "and don't forget to ")
      .replace(/,?\s+and\s+remind\s+(?:him|her|them|you)\s+(?:that\s+)?(?!to\b)/gi, ', and ')
      // The writer's note to self, "…, offer to walk the dog": the offer itself.
      .replace(/(^|,\s*|\band\s+)offer(?:ing)? to\s+(?=\p{L})(?![^,.;!?]*\d)/giu, '$1I can ')
      // "…, offer a pint", "offer help": the offer itself.
      .replace(
        /(^|,\s*|\band\s+)offer (?:(?:him|her|them|you) )?an? (pint|drink|coffee|beer|tea|hug)\b/giu,
        '$1the first $2 is on me',
      )
      .replace(
        /(^|,\s*|\band\s+)offer (?:(?:him|her|them|you) )?(?:help|a hand|support)\b/giu,
        "$1I'm happy to help",
      )
      // "…, offer tomorrow morning instead": the alternative, proposed.
      .replace(/(^|,\s*|\band\s+)offer (?!to\b)([^,.;!?]*?\binstead)\b/giu, '$1I can do $2')
      // "apologize for missing your birthday drinks": the apology itself.
      .replace(/^(?:I (?:want|need) to )?apologi[sz]e (?:to you )?for\s+/i, "I'm sorry for ")
      .replace(LEADING_NOISE, '')
      .replace(TRAILING_NOISE, '')
      .replace(WRITER_INTENT, '')
      .replace(/["“”]/g, '')
      .replace(/^'|'$/g, '')
      .trim()
  )
}

function questionPart(forms: QuestionForms): Part {
  return { kind: 'question', direct: forms.direct, embedded: forms.embedded }
}

/** One clause as a part: a reason, a question, a quote or a statement. */
export function clausePart(source: Source, span: Span, options: TailOptions): Part | null {
  const raw = spanText(source, span)
  const text = clauseText(source, span, options)
  if (!/[\p{L}\p{N}]/u.test(text)) return null
  if (/^["“].*["”]$/.test(raw.trim())) return { kind: 'quote', text }
  if (REASON_START.test(text)) return { kind: 'reason', text: text.replace(REASON_START, '') }
  if (/^(?:if|whether)\s/i.test(text))
    return questionPart(yesNoQuestion(text.replace(/^(?:if|whether)\s+/i, '')))
  // "what I said about your job" names a thing (sorry for it), it does not ask.
  const namesAThing = /^what (?:I|we) (?:said|did|wrote|told|sent|meant|posted|called)\b/i.test(text)
  if (WH_START.test(text) && !/^(?:when|while)\s/i.test(text) && !namesAThing)
    return questionPart(whQuestion(text))
  // "I ask you which day is good for you", "I want to ask if …": the question itself.
  const asking =
    /^I (?:want to |wanna |would like to |'d like to )?ask (?:you )?((?:if|whether|which|what|when|where|who|how)\b.+)$/i.exec(
      text,
    )
  if (asking?.[1]) {
    const question = asking[1]
    return /^(?:if|whether)\s/i.test(question)
      ? questionPart(yesNoQuestion(question.replace(/^(?:if|whether)\s+/i, '')))
      : questionPart(whQuestion(question))
  }
  if (IMPERATIVE_START.test(text) && !/^(?:please|don't)\b/i.test(text)) return { kind: 'action', text }
  // "got the job at the aquarium!!!", "changed my number": a clause with no subject is the writer's own.
  const firstWord = source.words.find((word) => word.start >= span.start)
  const pastVerb = firstWord?.tags.has('PastTense') && !firstWord.tags.has('Noun') && /^\p{Ll}/u.test(text)
  if (pastVerb && /^[\p{Ll}]/u.test(raw.trim())) return { kind: 'statement', text: `I ${text}` }
  // "starting a Spanish conversation group", "having a bbq saturday": what the writer is doing.
  if (WRITER_GERUND.test(text))
    return { kind: 'statement', text: `I'm ${text.charAt(0).toLowerCase()}${text.slice(1)}` }
  if (
    /^(?:(?:finally|just|officially|accidentally|totally)\s+)?(?:need|want|got|sent|bought|booked|finished|forgot|passed|missed|lost|had|paid|moved|started|quit|applied|mixed|asked|told|made|broke|can't|cannot|won't|will)\b/i.test(
      text,
    )
  ) {
    return { kind: 'statement', text: `I ${text}` }
  }
  if (isDirectQuestion(raw) || /\?\s*$/.test(raw)) {
    return { kind: 'question', direct: text.replace(/\?+$/, ''), embedded: text.replace(/\?+$/, '') }
  }
  return { kind: 'statement', text }
}

/**
 * The content after an instruction's verb and reader, by its first word: "to …" is an action,
 * "if/whether …" and wh-words are questions, "for/on/about …" a topic, anything else statements.
 */
export function readTail(source: Source, span: Span, options: TailOptions): Part[] {
  const trimmed = trimSpan(source, span)
  const lead =
    /^(?:that|saying|to say|and say|and tell (?:him|her|them)|telling (?:him|her|them)(?: that)?|(?:a )?reminder:?|fyi:?|update:?|news:?)\s+/i.exec(
      source.text.slice(trimmed.start, trimmed.end),
    )
  const start = trimmed.start + (lead?.[0].length ?? 0)
  const clauses = splitClauses(source, { start, end: trimmed.end })
  const parts: Part[] = []
  for (const [index, clause] of clauses.entries()) {
    const raw = spanText(source, clause)
    // "tell him not to worry about the sprint": an instruction inside the content.
    const passOn = /^(?:and\s+)?(?:tell|ask|remind)\s+(?:him|her|them|you)\s+(not\s+)?to\s+/i.exec(raw)
    if (passOn) {
      const text = clauseText(source, { start: clause.start + passOn[0].length, end: clause.end }, options)
      parts.push({ kind: 'action', text: passOn[1] ? `don't ${text}` : verbPhraseToBase(text) })
      continue
    }
    // "tell the cleaner not to come next week" → "don't come next week".
    const notTo = /^not\s+to\s+/i.exec(raw)
    if (index === 0 && notTo) {
      parts.push({
        kind: 'action',
        text: `don't ${clauseText(source, { start: clause.start + notTo[0].length, end: clause.end }, options)}`,
      })
      continue
    }
    const toAction = /^to\s+(?!the\b|my\b|a\b|an\b|our\b|your\b|his\b|her\b|their\b)/i.exec(raw)
    if (index === 0 && toAction) {
      const text = clauseText(source, { start: clause.start + toAction[0].length, end: clause.end }, options)
      parts.push(...splitAction(text))
      continue
    }
    const part = clausePart(source, clause, options)
    if (part) parts.push(part)
  }
  return parts
}

/** "pick up the kids and bring snacks" stays one action; a trailing "because …" becomes the reason. */
function splitAction(text: string): Part[] {
  const reason = /\s+(?:because|bc|cuz|since|as)\s+(.+)$/i.exec(text)
  const action = verbPhraseToBase(reason ? text.slice(0, reason.index) : text)
  const parts: Part[] = [{ kind: 'action', text: action }]
  if (reason?.[1]) parts.push({ kind: 'reason', text: reason[1] })
  return parts
}

/** A topic phrase ("for covering my shift", "on your new job") up to where a new clause starts. */
export function readTopic(
  source: Source,
  span: Span,
  options: TailOptions,
): { topic: Part | null; rest: Part[] } {
  const clauses = splitClauses(source, span)
  const [first, ...others] = clauses
  if (!first) return { topic: null, rest: [] }
  // "the party noise last night it went on way too late": a subject and verb start a clause.
  const text = clauseText(source, first, options)
  // "for taking in my parcels while I was away": a clause tied on by "while" belongs to the topic.
  const inner =
    /(?<!\b(?:while|whilst|when|whenever|as|because|since|after|before|until|till|though|although|if|once|so that|even though|which|that|who)\s*)\s(?=(?:i|i'm|it|it's|we|we're|he|she|they|you|there)\s+(?:\w+\s+)?(?:was|is|were|are|went|got|had|has|have|did|will|would|can|could|did|'m|just|really|didn't|wasn't|don't)\b)/i.exec(
      text,
    )
  // "say no to Marco for drinks tonight": the event, without its "for".
  const topicText = (inner ? text.slice(0, inner.index) : text).replace(/^for\s+(?=\p{L})/u, '')
  const extra = inner ? [{ kind: 'statement' as const, text: text.slice(inner.index + 1) }] : []
  const rest = others.flatMap((clause) => clausePart(source, clause, options) ?? [])
  const firstWord = source.words.find(
    (word) => word.start >= first.start && word.lower === topicText.split(/\s+/)[0]?.toLowerCase(),
  )
  const gerund =
    /^\p{L}+ing\b/u.test(topicText) &&
    (firstWord ? firstWord.tags.has('Gerund') || firstWord.tags.has('Verb') : true) &&
    !NOUNS_IN_ING.has(topicText.split(/\s+/)[0]?.toLowerCase() ?? '')
  return { topic: { kind: 'topic', text: topicText, gerund }, rest: [...extra, ...rest] }
}
