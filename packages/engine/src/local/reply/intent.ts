import { normalizeRequest } from '../generate/request/normalize'
import type { Stance } from './stances'

/**
 * What the user wants the replies to say ("say yes but not before 8", "decline politely", "ask
 * what time"): the stance all of them take, plus anything the user added, in the writer's words.
 */
export interface ReplyIntent {
  stances: Stance[]
  /** Added facts as sentences to send: "Not before 8 though." */
  facts?: string
  /** The question the user wants asked, ready to send: "What time were you thinking?" */
  question?: string
}

const LEAD =
  /^(?:(?:please|just|pls)\s+)?(?:say|reply|answer|respond|tell (?:them|him|her|\p{L}+)|let (?:them|him|her|\p{L}+) know)(?:\s+(?:that|with))?\s*/iu
const NO =
  /\b(?:decline|say no|no|nope|can't|cannot|can not|won't|refuse|turn (?:it|them|him|her) down|pass|not interested|reject|not going|not coming|busy)\b/i
const YES =
  /\b(?:yes|yeah|yep|accept|agree|sure|i'm in|i am in|count me in|sounds good|confirm|i can|ok|okay|i'll come|i'll be there|go for it)\b/i
const MAYBE = /\b(?:maybe|not sure|might|tentative|probably|think about it)\b/i

const STANCE_WORDS =
  /^(?:(?:politely|kindly|nicely|warmly|gently|firmly)\s+)?(?:decline|accept|agree|say yes|say no|yes|no|maybe|sure|okay|ok|confirm|refuse|pass)(?:\s+(?:politely|kindly|nicely|warmly|gently|firmly|to it|it))?[\s,]*/i

const THIRD_TO_SECOND: [RegExp, string][] = [
  [/\b(?:they're|she's|he's)\b/gi, "you're"],
  [/\b(?:they|she|he)\b/gi, 'you'],
  [/\b(?:them|him)\b/gi, 'you'],
  [/\btheir\b/gi, 'your'],
]

function sentence(text: string, tail = ''): string {
  const trimmed = text.trim().replace(/[\s,;]+$/, '')
  const body = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(body) ? body : `${body}${tail}.`
}

/** "but not before 8" → "Not before 8 though."; "because I'm working" → "I'm working." */
function factsOf(rest: string): string | undefined {
  let text = rest.replace(/^(?:and|so|,)\s+/i, '').trim()
  for (const [pattern, replacement] of THIRD_TO_SECOND) text = text.replace(pattern, replacement)
  if (!/\p{L}/u.test(text)) return undefined
  const but = /^but\s+(.+)$/i.exec(text)
  if (but?.[1]) return sentence(but[1], ' though')
  const reason = /^(?:because|since|as|cause|cos)\s+(.+)$/i.exec(text)
  if (reason?.[1]) return sentence(reason[1])
  return sentence(text.replace(/^that\s+/i, ''))
}

const WH_FOLLOW: Record<string, string> = {
  'what time': 'What time were you thinking?',
  when: 'When were you thinking?',
  where: 'Where were you thinking?',
  who: 'Who else is coming?',
  'how much': 'How much is it?',
  'how long': 'How long will it take?',
  what: 'What did you have in mind?',
}

/** "ask what time" → "What time were you thinking?"; "ask if I can bring Sam" → "Could I bring Sam?" */
function questionOf(asked: string): string {
  const text = asked.trim().replace(/[?.!\s]+$/, '')
  const bare = WH_FOLLOW[text.toLowerCase()]
  if (bare) return bare
  const ifClause = /^(?:if|whether)\s+(I|we)\s+(can|could|should)\s+(.+)$/i.exec(text)
  if (ifClause) return `${ifClause[2] === 'should' ? 'Should' : 'Could'} ${ifClause[1]} ${ifClause[3]}?`
  const about = /^about\s+(.+)$/i.exec(text)
  if (about?.[1]) return `Could you tell me a bit more about ${about[1]}?`
  let clause = text
  for (const [pattern, replacement] of THIRD_TO_SECOND) clause = clause.replace(pattern, replacement)
  return `Could you let me know ${clause.replace(/^whether\b/i, 'if')}?`
}

export function readIntent(raw: string): ReplyIntent {
  const intent = normalizeRequest(raw.trim())
  const ask =
    /^(?:(?:please|just)\s+)?(?:ask|find out|check)(?:\s+(?:them|him|her))?\s+((?:what|when|where|who|which|why|how|if|whether|about)\b.*)$/i.exec(
      intent,
    )
  if (ask?.[1]) return { stances: ['yes_ask', 'yes', 'later'], question: questionOf(ask[1]) }
  const said = intent.replace(LEAD, '')
  const rest = said.replace(STANCE_WORDS, '')
  const facts = rest.length < said.length ? factsOf(rest) : factsOf(said)
  const stanceWords = said.slice(0, said.length - rest.length)
  const withFacts = facts ? { facts } : {}
  if (NO.test(stanceWords)) return { stances: ['no', 'no', 'no'], ...withFacts }
  if (!YES.test(said) && NO.test(said)) {
    // "I can't, I'm working late": the no is the stance's to say, the reason is what is added.
    const reason = /\b(?:because|since|as|cause|cos|[,—-])\s*(.+)$/i.exec(said)?.[1]
    const added = reason ? factsOf(reason) : undefined
    return { stances: ['no', 'no', 'no'], ...(added ? { facts: added } : {}) }
  }
  if (MAYBE.test(said)) return { stances: ['later', 'later', 'later'], ...withFacts }
  if (YES.test(stanceWords) || YES.test(said.split(/\s+/).slice(0, 3).join(' ')))
    return { stances: ['yes', 'yes_ask', 'yes'], ...(rest.length < said.length ? withFacts : {}) }
  // Anything else the user wants said is said as the reply's content.
  return { stances: ['say', 'say', 'say'], ...(facts ? { facts } : {}) }
}
