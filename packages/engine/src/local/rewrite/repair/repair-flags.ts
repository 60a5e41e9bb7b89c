import type { RedFlag, UseCase } from '@tipsy/contracts'
import { tagWords } from '../../generate/request/words'
import { ACRONYMS } from '../../lexicon/acronyms'
import { APOLOGY_PHRASES } from '../../lexicon/apologies'
import { PROFANITY_SOFTENED } from '../../lexicon/profanity'
import { CHAT_NOISE, SLANG, WORK_SAFE_SHORTHAND } from '../../lexicon/slang'
import { countPhrases, matchCase, phrasePattern } from '../../text/phrases'
import { tidy } from '../../text/tidy'
import { tokenize } from '../../text/tokens'
import { keepTheAsk } from './keep-the-ask'
import {
  applyEdits,
  clauseDeletion,
  deletion,
  type Edit,
  hasContent,
  type Stretch,
  sentenceAround,
  sentenceDeletion,
  sentencesIn,
  spanDeletion,
} from './stretches'
import { repairConditionalThreat, repairUltimatum } from './threats'

/**
 * Removes or rephrases every flagged span the analysis found, working from the flags' own
 * spans — the rewrite never re-reads what the analysis already read. Each flag type has its
 * fix: a pointed phrase goes ("Per my last email, the deck…" → "The deck…"), an ultimatum
 * becomes its request, "you always" becomes "you often", shouting is lowered, an insult's
 * clause is dropped.
 */

type Repair = (text: string, span: Stretch, flag: RedFlag, useCase: UseCase) => Edit[]

const lower = (text: string) => text.toLowerCase().replace(/’/g, "'")

/** "I'M SORRY" → "I'm sorry"; acronyms ("HR", "Q3") and "I" keep their capitals. Same length. */
function lowered(text: string): string {
  return text.replace(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu, (word) => {
    const base = word.replace(/['’].*$/, '')
    if (base === 'I') return `I${word.slice(1).toLowerCase()}`
    if (ACRONYMS.has(base) || /\d/.test(base)) return word
    return word.toLowerCase()
  })
}

const recase: Repair = (text, span) => [{ ...span, text: lowered(text.slice(span.start, span.end)) }]

// ---- passive aggression ------------------------------------------------------------------------

/** Phrases that only restate what the writer said before: they go, the point they open stays. */
const RESTATEMENTS =
  /^(?:(?:as )?per my (?:last|previous|earlier)(?: (?:two|three|few|several|\d+))? (?:e-?mails?|messages?|notes?)|as (?:i )?(?:already |previously )?(?:said|mentioned|stated|explained)|as i(?:['’]ve| have)? (?:already |previously )?(?:said|mentioned|stated|explained)|like i said|as stated|as mentioned|as previously|no offen[cs]e|not to be rude|with all due respect|not that it matters|if that['’]s what you want|whatever)/i
const FINALLY = /\bfinally\b\s*/i
const NOT_LIKE = /^(?:it['’]s )?not like (?=i\b)/i

const repairPassiveAggression: Repair = (text, span) => {
  const flagged = lower(text.slice(span.start, span.end))
  if (/^(?:thanks|thank you) for finally\b/.test(flagged)) {
    const finallyAt = FINALLY.exec(text.slice(span.start, span.end))
    if (finallyAt) {
      const start = span.start + finallyAt.index
      return [{ start, end: start + finallyAt[0].length, text: '' }]
    }
  }
  const notLike = NOT_LIKE.exec(flagged)
  if (notLike) {
    // "Not like I was working a double shift or anything." → "I was working a double shift."
    const sentence = sentenceAround(text, span.start)
    const tail = /\s+or anything(?=[.!?]*$)/i.exec(text.slice(span.end, sentence.end))
    const edits: Edit[] = [{ start: span.start, end: span.start + notLike[0].length, text: '' }]
    if (tail)
      edits.push({ start: span.end + tail.index, end: span.end + tail.index + tail[0].length, text: '' })
    return edits
  }
  if (/friendly reminder|gentle reminder/.test(flagged))
    return [{ ...span, text: /^just a|^a/.test(flagged) ? 'a quick reminder' : 'reminder' }]
  if (RESTATEMENTS.test(flagged)) {
    // "Per my previous email, which I'll assume you didn't read, the contract…": the aside goes with it.
    const aside = /^,\s*which\b[^,.!?]*,/i.exec(text.slice(span.end))
    return [spanDeletion(text, { start: span.start, end: span.end + (aside?.[0].length ?? 0) })]
  }
  // "WHOEVER DID THIS, THANKS FOR NOTHING." is all one jab: a short sentence goes whole.
  const sentence = sentenceAround(text, span.start)
  if (text.slice(sentence.start, sentence.end).split(/\s+/).length <= 8)
    return [sentenceDeletion(text, sentence)]
  return [clauseDeletion(text, span)]
}

// ---- absolutes ---------------------------------------------------------------------------------

const ABSOLUTE_SOFTER: [RegExp, string][] = [
  [/^every (?:single )?time you\b/i, 'when you'],
  [/^not once have you\b/i, "you haven't"],
  [/^you (don['’]t|do not|didn['’]t|did not) ever\b/i, 'you $1'],
  [/^you(['’]re| are) (?:always|constantly|forever|continually)\b/i, 'you$1 often'],
  [/^you(['’]re| are) never\b/i, 'you$1 rarely'],
  [/^you (?:always|constantly|forever|continually)\b/i, 'you often'],
  [/^you never\b/i, 'you rarely'],
]

const APOLOGISING = /\b(?:sorry|apologi[sz]e|apologies)\b/i

const repairAbsolute: Repair = (text, span, _flag, useCase) => {
  const flagged = text.slice(span.start, span.end)
  // Inside an apology an absolute is blame that cancels it ("sorry, but you never pick up"): it goes.
  const sentence = sentenceAround(text, span.start)
  if (useCase === 'apology' || APOLOGISING.test(text.slice(sentence.start, sentence.end)))
    return [clauseDeletion(text, span)]
  const before = text.slice(0, span.start)
  // "…wrong like you always do", "you always do this": a tag that only generalises goes.
  const tag = /(?:,?\s+(?:like|as|just like))\s*$/i.exec(before)
  if (/^you (?:always|never) do(?: (?:this|that|it))?\s*$/i.test(flagged)) {
    if (tag) return [{ start: span.start - tag[0].length, end: span.end, text: '' }]
    return [clauseDeletion(text, span)]
  }
  for (const [pattern, softer] of ABSOLUTE_SOFTER) {
    const match = pattern.exec(flagged)
    if (match) {
      const replacement = match[0].replace(pattern, softer)
      return [{ start: span.start, end: span.start + match[0].length, text: replacement }]
    }
  }
  return [clauseDeletion(text, span)]
}

// ---- pressure ----------------------------------------------------------------------------------

const OBLIGATION = /^you (?:have to|need to|must|better|['’]d better|had better|gotta)\s+/i

const repairPressure: Repair = (text, span) => {
  const flagged = text.slice(span.start, span.end)
  const said = lower(flagged)
  if (/^a\.?s\.?a\.?p\.?$/.test(said)) return [{ ...span, text: 'as soon as you can' }]
  if (said === 'i need an answer') {
    // "I need an answer NOW." → "Please let me know soon."
    const now = /^\s+(?:right now|now|asap|immediately|today)\b/i.exec(text.slice(span.end))
    return [
      {
        start: span.start,
        end: span.end + (now?.[0].length ?? 0),
        text: now ? 'please let me know soon' : 'please let me know',
      },
    ]
  }
  const knowBy = /^i need to know (now|today|tonight)$/.exec(said)
  if (knowBy) return [{ ...span, text: `please let me know ${knowBy[1] === 'now' ? 'soon' : knowBy[1]}` }]
  if (said === 'you owe me' && /^\s+(?:for|\$|£|€|\d)/.test(text.slice(span.end)))
    return [{ ...span, text: "I'm still owed" }]
  const obligation = OBLIGATION.exec(flagged)
  if (obligation) {
    const before = text.slice(0, span.start)
    const opensClause = /(?:^|[.!?,;:\n]|\b(?:but|and|so|then))\s*$/i.test(before)
    return [
      {
        start: span.start,
        end: span.start + obligation[0].length,
        text: opensClause ? 'please ' : "I'd like you to ",
      },
    ]
  }
  if (/^(?:right now|immediately|right away|this instant|now)$/.test(said)) {
    const space = /[ \t]+$/.exec(text.slice(0, span.start))?.[0].length ?? 0
    return [{ start: span.start - space, end: span.end, text: said === 'now' ? ' soon' : '' }]
  }
  return [clauseDeletion(text, span)]
}

// ---- profanity ---------------------------------------------------------------------------------

const repairProfanity: Repair = (text, span) => {
  const word = lower(text.slice(span.start, span.end))
  const before = /\bthe\s+$/i.exec(text.slice(0, span.start))
  if (before && (word === 'hell' || word === 'fuck'))
    return [deletion(text, { start: span.start - before[0].length, end: span.end })]
  const softer = PROFANITY_SOFTENED[word]
  if (softer) return [{ ...span, text: softer }]
  return [deletion(text, span)]
}

// ---- money -------------------------------------------------------------------------------------

const PLAIN_MONEY_ASK =
  /^(send|lend|loan|give|wire|transfer|venmo|paypal|zelle|cashapp|spot)\s+(me|us)\s+(.+)$/i

const repairMoney: Repair = (text, span, flag) => {
  const plain = PLAIN_MONEY_ASK.exec(text.slice(span.start, span.end))
  // A plain ask is the point of the message: kept, and asked as a request with its amount.
  if (plain && flag.severity !== 'high') return [{ ...span, text: `${plain[1]} ${plain[3]} to ${plain[2]}` }]
  return [clauseDeletion(text, span)]
}

// ---- apologies ---------------------------------------------------------------------------------

const APOLOGY = phrasePattern(APOLOGY_PHRASES)

/** One apology stays; sentences that only apologise again go. */
const repairApologyOverload: Repair = (text) => {
  const edits: Edit[] = []
  let seen = false
  for (const sentence of sentencesIn(text)) {
    const said = text.slice(sentence.start, sentence.end)
    if (countPhrases(said, APOLOGY_PHRASES) === 0) continue
    if (seen && !hasContent(said.replace(APOLOGY, ' '))) edits.push(sentenceDeletion(text, sentence))
    seen = true
  }
  return edits
}

// ---- chat shorthand in a work e-mail ----------------------------------------------------------

const CHAT_NOISE_WORDS = new Set<string>(CHAT_NOISE)

/** Every shorthand word of the message spelled out ("gonna" → "going to", "u" → "you"), chat noise dropped. */
const repairTooCasual: Repair = (text) =>
  tokenize(text).flatMap((token): Edit[] => {
    if (WORK_SAFE_SHORTHAND.has(token.lower) || (token.text.length === 1 && token.text !== token.lower))
      return []
    const spelled = SLANG[token.lower]
    if (spelled) return [{ start: token.start, end: token.end, text: matchCase(token.text, spelled) }]
    return CHAT_NOISE_WORDS.has(token.lower) ? [deletion(text, token)] : []
  })

// ---- acts that carry no request: threats, contempt, gaslighting, coercion, scams … ----------------

/**
 * The words of these acts carry nothing the reader needs: the clause goes, or every sentence the
 * flag covers when it runs across sentences ("it's 3am. I miss you.").
 */
const dropAct: Repair = (text, span) => {
  const covered = sentencesIn(text).filter(
    (sentence) => sentence.start < span.end && span.start < sentence.end,
  )
  if (covered.length > 1) return covered.map((sentence) => sentenceDeletion(text, sentence))
  return [clauseDeletion(text, span)]
}

/** Shutting the door becomes asking for time: the conversation stays open. */
const PAUSE_INSTEAD = 'I need a break from this; can we talk about it tomorrow?'
const repairStonewalling: Repair = (text, span, flag, useCase) => {
  // In a longer message the rest still talks: the shut door just goes.
  if (sentencesIn(text).length > 2) return dropAct(text, span, flag, useCase)
  const sentence = sentenceAround(text, span.start)
  return [{ ...sentence, text: PAUSE_INSTEAD }]
}

/** "I've messaged you three times since the picnic": the count is the chasing; the rest is news. */
const COUNTED_CHASE =
  /^((?:i['’]ve|i have) (?:called|texted|messaged|written|rung) you) (?:\w+ times|twice|again)\b/i
const repairNeediness: Repair = (text, span) => {
  const count = COUNTED_CHASE.exec(text.slice(span.start, span.end))
  if (count?.[1]) return [{ start: span.start, end: span.start + count[0].length, text: count[1] }]
  return [clauseDeletion(text, span)]
}

/** "I've worked 60-hour weeks for this flat, but I guess that doesn't count": the sarcastic tail goes, the fact stays. */
const GUILT_TAIL = /,?\s+but\s+(?:i guess|sure|apparently|whatever|hey|of course|clearly|obviously)\b/i
const repairGuiltTrip: Repair = (text, span, flag, useCase) => {
  const flagged = text.slice(span.start, span.end)
  const tail = GUILT_TAIL.exec(flagged)
  if (tail && hasContent(flagged.slice(0, tail.index))) {
    const end = span.end - (/[.!?…]+\s*$/.exec(flagged)?.[0].length ?? 0)
    return [{ start: span.start + tail.index, end, text: '' }]
  }
  return dropAct(text, span, flag, useCase)
}

const REPAIRS: Partial<Record<RedFlag['type'], Repair>> = {
  passive_aggressive: repairPassiveAggression,
  ultimatum: (text, span) => repairUltimatum(text, span),
  absolute_language: repairAbsolute,
  neediness: repairNeediness,
  pressure: repairPressure,
  insult: (text, span) => [clauseDeletion(text, span)],
  profanity: repairProfanity,
  money_request: repairMoney,
  apology_overload: repairApologyOverload,
  all_caps: recase,
  too_casual: repairTooCasual,
  threat: (text, span, flag, useCase) => {
    const request = repairConditionalThreat(text, span)
    return request ? [request] : dropAct(text, span, flag, useCase)
  },
  criticism: dropAct,
  contempt: dropAct,
  gaslighting: dropAct,
  guilt_trip: repairGuiltTrip,
  isolation: dropAct,
  monitoring: dropAct,
  sexual_pressure: dropAct,
  scam: dropAct,
  showing_up: dropAct,
  late_night: dropAct,
  stonewalling: repairStonewalling,
  defensiveness: dropAct,
}

/** A short quote of the flagged words for a change line. */
function quoted(flag: RedFlag): string {
  const words = (flag.text ?? '').replace(/\s+/g, ' ').trim()
  return `'${words.length > 48 ? `${words.slice(0, 45)}…` : words}'`
}

const CHANGE: Partial<Record<RedFlag['type'], string>> = {
  passive_aggressive: 'Took out the passive-aggressive',
  ultimatum: 'Turned the ultimatum into a plain request:',
  absolute_language: 'Softened the absolute',
  neediness: 'Dropped the chasing',
  pressure: 'Took the pressure out of',
  insult: 'Dropped the insult',
  profanity: 'Took out the swearing',
  money_request: 'Reworded the money request',
  apology_overload: 'Kept one apology instead of',
  all_caps: 'Lowered the capitals in',
  too_casual: 'Spelled out the chat shorthand, starting with',
  threat: 'Dropped the threat',
  criticism: 'Dropped the verdict on their character',
  contempt: 'Dropped the put-down',
  gaslighting: 'Dropped the dismissal of what they remember or feel',
  guilt_trip: 'Dropped the guilt trip',
  isolation: 'Dropped the push away from their people',
  monitoring: 'Dropped the checking up',
  sexual_pressure: 'Dropped the sexual pressure',
  scam: 'Dropped the request for codes, details or payment',
  showing_up: 'Dropped the unannounced visit',
  late_night: 'Dropped the late-night lines',
  stonewalling: 'Asked for a break instead of',
  defensiveness: 'Dropped the counter-blame',
}

const NOTHING_LEFT = "I'm upset about this, and I'd like to talk it through."
const NOTHING_LEFT_CHANGE = 'Nothing was left once the harmful words went, so it says the feeling instead'

/** Acts that carry no request (threats, contempt, guilt trips …): their words go rather than being reworded. */
const isAct = (type: RedFlag['type']) => REPAIRS[type] === dropAct || REPAIRS[type] === repairGuiltTrip

/** "If you don't call me back I'm driving over": the ultimatum's repair keeps its request and drops the threat inside it. */
function isInsideUltimatum(flag: RedFlag, flags: readonly RedFlag[]): boolean {
  if (!isAct(flag.type) || !flag.span) return false
  const { start, end } = flag.span
  return flags.some(
    (other) => other.type === 'ultimatum' && other.span && other.span.start <= start && end <= other.span.end,
  )
}

/**
 * Two acts in one sentence ("Grow up and learn to talk like an adult") are dropped as one stretch,
 * so deleting the first does not leave half a sentence that the second's deletion then restores.
 */
function joinActsBySentence(text: string, flags: readonly RedFlag[]): RedFlag[] {
  const joined: RedFlag[] = []
  for (const flag of flags) {
    const span = flag.span
    const sentence = span && isAct(flag.type) ? sentenceAround(text, span.start) : undefined
    const sameSentence = sentence
      ? joined.findIndex(
          (other) =>
            other.span &&
            isAct(other.type) &&
            sentenceAround(text, other.span.start).start === sentence.start,
        )
      : -1
    const other = joined[sameSentence]
    if (!span || !other?.span) {
      joined.push(flag)
      continue
    }
    const start = Math.min(other.span.start, span.start)
    const end = Math.max(other.span.end, span.end)
    joined[sameSentence] = { ...other, span: { start, end }, text: text.slice(start, end) }
  }
  return joined
}

/** A flag over a whole sentence (the learned reader's) that holds an ask: the ask stays, the threat goes. */
function askOfWholeSentence(text: string, flag: RedFlag): Edit[] | null {
  if (!flag.span) return null
  const sentence = sentenceAround(text, flag.span.start)
  const closing = /[.!?…]*\s*$/.exec(text.slice(sentence.start, sentence.end))?.[0].length ?? 0
  const whole = flag.span.start <= sentence.start && flag.span.end >= sentence.end - closing
  if (!whole) return null
  // "If payment doesn't arrive by May 20, I will…", whatever kind the reader names it: the request stays.
  const request = repairConditionalThreat(text, sentence)
  return request ? [request] : keepTheAsk(text, sentence, flag)
}

/** Lines that only say a threat is meant: once the threat goes, they would point at nothing. */
const THREAT_EMPHASIS =
  /^(?:(?:and|i['’]?m|i am)\s+)?(?:not (?:joking|kidding)|i (?:mean|meant) it|(?:i['’]?m|i am) (?:serious|deadly serious)|dead serious|try me|don['’]?t test me|you['’]ve been warned|consider yourself warned)(?:\s+(?:this time|either|about this|at all))?\s*[.!]*$/i

function emphasisOfThreat(text: string): Edit[] {
  return sentencesIn(text)
    .filter((sentence) => THREAT_EMPHASIS.test(text.slice(sentence.start, sentence.end)))
    .map((sentence) => sentenceDeletion(text, sentence))
}

/**
 * "Last warning, Callum. If you message my sister…" loses "Last warning" and leaves "Callum." on
 * its own: the name goes back to address the sentence after it ("Callum, please don't…").
 */
const NOT_A_NAME =
  /^(?:thanks|sorry|yes|no|nope|ok|okay|fine|done|cheers|great|sure|please|hi|hello|hey|bye|noted|agreed|perfect|deal|seriously|whatever|anyway|again|wow|congrats|welcome)$/i

function joinOrphanedName(original: string, repaired: string): string {
  return repaired.replace(
    /(^\s*|[.!?]\s+)(\p{Lu}\p{Ll}+)\.\s+(\p{L})/gu,
    (whole, before: string, name: string, next: string) => {
      if (NOT_A_NAME.test(name) || new RegExp(`(?:^|[.!?]\\s+)${name}\\.`, 'u').test(original)) return whole
      return `${before}${name}, ${next === 'I' ? next : next.toLowerCase()}`
    },
  )
}

/**
 * "Leo, nice of u to finally text back. Still coming Wednesday?" loses its jab and, with it, the
 * name it opened on: the message still speaks to Leo ("Leo, still coming Wednesday?").
 */
function keepTheAddressee(original: string, repaired: string): string {
  const vocative = /^\s*(\p{Lu}\p{Ll}+),\s/u.exec(original)
  const name = vocative?.[1]
  if (!name || NOT_A_NAME.test(name) || new RegExp(`\\b${name}\\b`, 'u').test(repaired)) return repaired
  const tags = tagWords(original)[0]?.tags
  if (!tags || !['Person', 'FirstName', 'ProperNoun'].some((tag) => tags.has(tag))) return repaired
  const body = repaired.trimStart()
  if (!/\p{L}/u.test(body)) return repaired
  const first = body.charAt(0)
  const keepsCapital =
    /^(?:I\b|I['’])/.test(body) ||
    (/^\p{Lu}\p{Ll}*\b/u.test(body) && tagWords(body)[0]?.tags.has('ProperNoun'))
  return `${name}, ${keepsCapital ? first : first.toLowerCase()}${body.slice(1)}`
}

export interface RepairResult {
  text: string
  changes: string[]
}

/**
 * Applies the fix for every flag, all from the flags' spans in `text` (the text they were found
 * in). Re-casing is applied first: it keeps every offset, so a sentence in capitals can also
 * lose a phrase inside it.
 */
export function repairFlags(text: string, flags: readonly RedFlag[], useCase: UseCase): RepairResult {
  const recasings: Edit[] = []
  const edits: Edit[] = []
  const changes: string[] = []
  for (const flag of joinActsBySentence(text, flags)) {
    const repair = REPAIRS[flag.type]
    if (!repair || !flag.span || isInsideUltimatum(flag, flags)) continue
    const found = askOfWholeSentence(text, flag) ?? repair(text, flag.span, flag, useCase)
    if (found.length === 0) continue
    ;(repair === recase ? recasings : edits).push(...found)
    const change = CHANGE[flag.type]
    if (change && !changes.some((line) => line.startsWith(change))) changes.push(`${change} ${quoted(flag)}`)
  }
  const recased = applyEdits(text, recasings)
  let repaired = applyEdits(recased, edits)
  if (repaired !== recased && flags.some((flag) => flag.type === 'ultimatum' || flag.type === 'threat'))
    repaired = applyEdits(repaired, emphasisOfThreat(repaired))
  repaired = keepTheAddressee(text, joinOrphanedName(text, repaired))
  if (repaired === text) return { text, changes: [] }
  // A message that was all insult or threat leaves nothing: what is left to say is the feeling.
  if (!/\p{L}/u.test(repaired)) return { text: NOTHING_LEFT, changes: [...changes, NOTHING_LEFT_CHANGE] }
  return { text: tidy(repaired), changes }
}
