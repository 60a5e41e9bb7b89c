import type { RedFlag } from '@tipsy/contracts'
import { tagWords } from '../../generate/request/words'
import type { Edit, Stretch } from './stretches'

/**
 * The learned reader flags a whole sentence. Where that sentence is an ultimatum, pressure or a
 * money request, it usually carries the message's ask ("Take the 4k for the car by tomorrow noon
 * or my lawyer handles it"), and deleting it loses what the writer wants and the facts in it. So
 * the ask is kept as a request and only the threat after it goes: "Please take the 4k for the
 * car by tomorrow noon." A sentence that holds no ask is left to the flag's usual repair.
 */
const KINDS_WITH_AN_ASK = new Set<RedFlag['type']>(['ultimatum', 'pressure', 'money_request'])

/** Where the threat or the push starts: "… or my lawyer handles it", "…, otherwise …", "… and we can forget this". */
const THREAT_TAIL =
  /(?:\s*[,;]\s*|\s+[-–—]\s+|\s+)(?:or(?: else)?\b|otherwise\b|failing that\b|unless\b|and (?:we|you|i|then|your|the)\b|before i\b|no discussion\b|i won['’]t take\b)/i
/** The sentence after an ask that only says what happens if it is refused. */
const CONSEQUENCE_SENTENCE = /^(?:otherwise|if not|failing that|or else|else)\b/i
const GREETING = /^(?:hi|hey|hello|dear)\s+[\p{L}.'’ ]{1,30},\s*/iu
/** Openers that push ("Come on Dad, ", "Look, ", "just "). */
const PUSH_LEAD =
  /^(?:(?:come on|look|seriously|honestly|ok(?:ay)?|so|just)\b[,\s]*)+(?:\p{Lu}\p{Ll}+,\s*)?/iu
/** Words that chase rather than ask. */
const CHASING =
  /\s*\b(?:already|right now|immediately|asap|just|like)\b(?=[\s,.!?]|$)|\s+now(?=[.!?]*$)|\s+or not$/gi
/** "Miss one more rehearsal and…": an imperative that dares the reader is a threat, not an ask. */
const DARE = /\b(?:one more|again|ever)\b/i
/** "Rent hits my account by Friday noon": something other than the reader, with a deadline. */
const STATED_DEMAND = /^(?!(?:you|u|if|unless|either)\b)(?!.*\beither\b).*\b(?:by|before|until|till)\b/i
/** "Tomorrow I walk", "After Sunday I stop being polite", "No refund": what the writer will do is the threat. */
const THREAT_OR_REFUSAL = /^(?:no|not|never)\b|^(?:[\p{L}\d]+\s+){0,2}(?:i|we)(?:['’]\p{L}+)?\b/iu
/** Where a money request asks: "could you cover £300?", "any chance of £80?", "spot me 60". */
const MONEY_ASK =
  /\b(?:(?:could|can|would|will)\s+(?:you|u)\b|any chance\b|(?:spot|send|lend|give|cashapp|venmo|paypal|zelle)\s+me\b)/i

/** The ask in a flagged sentence, as the text that replaces it, or null when it holds none. */
function askIn(sentence: string, type: RedFlag['type']): string | null {
  const greeting = GREETING.exec(sentence)?.[0] ?? ''
  const body = sentence.slice(greeting.length)
  const closing = /[.!?…]*$/.exec(body)?.[0] ?? ''
  let ask = body.slice(0, body.length - closing.length)
  // In a question "or" offers a choice ("yes or no on moving in?"); only "or not" pushes.
  const tail = closing.includes('?') ? null : THREAT_TAIL.exec(ask)
  if (tail) ask = ask.slice(0, tail.index)
  ask = ask.replace(PUSH_LEAD, '')
  if (type === 'money_request') {
    const money = MONEY_ASK.exec(ask)
    if (!money) return null
    // The ask's own clause: "my rent's short this month, could you cover £300" → "could you cover £300".
    const clauseBreak = /^[\s\S]*(?:,|\s[-–—])\s+/.exec(ask.slice(0, money.index))?.[0].length ?? 0
    ask = ask.slice(clauseBreak)
  }
  ask = ask.replace(CHASING, '').trim()
  if (ask.split(/\s+/).length < 2 && !/^\p{L}+$/u.test(ask)) return null
  const question = closing.includes('?') || /^(?:could|can|would|will|any chance)\b/i.test(ask)
  if (question) return `${greeting}${ask}?`
  if (type === 'money_request') return `${greeting}${ask}.`
  // "You either pay back half of the holiday or…" → "please pay back…"; "Either the invoice is
  // settled by the 15th or…" → "please make sure the invoice is settled…".
  const either = /^(?:either\s+(you|u)\s+|(?:you|u)\s+either\s+|either\s+)/i.exec(ask)
  if (either && tail) {
    const rest = ask.slice(either[0].length)
    const youAsked = either[1] !== undefined || /^(?:you|u)\b/i.test(either[0])
    return `${greeting}${youAsked ? 'please' : 'please make sure'} ${rest}.`
  }
  const first = tagWords(ask)[0]
  const imperative = first !== undefined && first.start === 0 && first.tags.has('Infinitive')
  if (imperative && !DARE.test(ask)) return `${greeting}please ${ask.charAt(0).toLowerCase()}${ask.slice(1)}.`
  // "Rent hits my account by Friday noon, otherwise…": a deadline stated as a fact stays a fact;
  // "Tomorrow I walk", "No refund" are the threat itself.
  if (
    type === 'ultimatum' &&
    tail !== null &&
    STATED_DEMAND.test(ask) &&
    !THREAT_OR_REFUSAL.test(ask) &&
    !DARE.test(ask)
  )
    return `${greeting}${ask}.`
  return null
}

/**
 * The edits that keep the ask of a whole-sentence flag and drop its threat (with a following
 * "Otherwise …" sentence): none when the sentence is already a plain ask, null when it holds none.
 */
export function keepTheAsk(text: string, sentence: Stretch, flag: RedFlag): Edit[] | null {
  if (!KINDS_WITH_AN_ASK.has(flag.type)) return null
  const said = text.slice(sentence.start, sentence.end)
  const ask = askIn(said, flag.type)
  if (ask === null) return null
  // Already a plain ask ("could you cover my Uber there?"): it stays as it is.
  if (ask === said) return []
  const edits: Edit[] = [{ ...sentence, text: ask }]
  const gap = /^\s*/.exec(text.slice(sentence.end))?.[0].length ?? 0
  const next = text.slice(sentence.end + gap)
  if (CONSEQUENCE_SENTENCE.test(next)) {
    const end = /^[^.!?\n]*[.!?]*/.exec(next)?.[0].length ?? 0
    edits.push({ start: sentence.end, end: sentence.end + gap + end, text: '' })
  }
  return edits
}
