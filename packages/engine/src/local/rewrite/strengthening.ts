import { REQUEST_SOFTENERS } from '../lexicon/apologies'
import { IMPERATIVE_VERBS } from '../lexicon/imperative-verbs'
import { mapSentences, type SentencePart } from '../text/map-sentences'
import { replacePhrases } from '../text/phrases'
import { mapBody } from './framing'
import { fromReplacements, type RewriteStep, unchanged } from './rewrite-step'

/** "could you maybe" → "please", "I think we should" → "we should", "if you get a chance" dropped. */
export const firmUpRequests: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, REQUEST_SOFTENERS), REQUEST_SOFTENERS, {
    verb: 'Firmed up',
    singular: 'softened request',
    plural: 'softened requests',
  })

// Verbs that a polite question wraps around a request, beyond the imperative-verb list.
const REQUEST_VERBS = new Set([
  ...IMPERATIVE_VERBS,
  'do',
  'look',
  'grab',
  'feed',
  'order',
  'come',
  'cover',
  'stay',
  'share',
  'forward',
  'resend',
  'put',
  'move',
  'push',
  'keep',
  'bring',
  'drop',
  'cc',
  'loop',
  'approve',
  'waive',
  'extend',
  'split',
  'meet',
  'settle',
  'try',
  'talk',
  'discuss',
  'agree',
  'schedule',
  'reschedule',
  'lock',
  'plan',
  'swap',
  'switch',
  'use',
  'go',
])

type Turn = (body: string) => string | null

/** "Can you send the report?" → "Please send the report". */
const pleaseFromQuestion: Turn = (body) => {
  const match = /^(?:could|can|would|will) (?:you|u) (?:please )?([\p{L}']+)(.*)$/iu.exec(body)
  const verb = match?.[1]?.toLowerCase()
  // "Can you do free delivery?" is a question about terms, not a command to "do".
  if (!match || !verb || !REQUEST_VERBS.has(verb) || verb === 'do') return null
  // "Please call me back" reads as chasing a reply; "Call me back by six" is simply direct.
  const chasing = /^(?:call me back|answer|reply|respond|text me back|get back to me)\b/i.test(
    `${verb}${match[2] ?? ''}`,
  )
  return chasing
    ? `${verb.charAt(0).toUpperCase()}${verb.slice(1)}${match[2] ?? ''}`
    : `Please ${verb}${match[2] ?? ''}`
}

/** "Can we push our 1:1 to Thursday?" / "we could move it to Thursday?" → "Let's push…". */
const letsFromQuestion: Turn = (body) => {
  const match = /^(?:(?:can|could|shall) we|we (?:could|can|should)) ([\p{L}']+)(.*)$/iu.exec(body)
  // "Let's do next Wednesday" reads wrong; "do" stays a question.
  return match?.[1] && REQUEST_VERBS.has(match[1].toLowerCase()) && match[1].toLowerCase() !== 'do'
    ? `Let's ${match[1].toLowerCase()}${match[2] ?? ''}`
    : null
}

/** "Could I borrow your stove?" → "I'd like to borrow your stove". */
const wishFromQuestion: Turn = (body) => {
  const match = /^(?:can|could|may) i ([\p{L}']+)(.*)$/iu.exec(body)
  return match?.[1] ? `I'd like to ${match[1].toLowerCase()}${match[2] ?? ''}` : null
}

/** "Would you take $350 for the bike?" → "I'm offering $350 for the bike". */
const offerFromQuestion: Turn = (body) => {
  const match = /^would you (?:take|accept|do|go for|consider) ([$£€]?\s?\d[\d,.]*\s?k?\b.*)$/iu.exec(body)
  return match?.[1] ? `I'm offering ${match[1]}` : null
}

/** "Would you consider keeping the rent at…" → "Please consider keeping the rent at…". */
const considerFromQuestion: Turn = (body) => {
  const match =
    /^(?:would|could|will) you (?:be willing to |be open to |be able to )?(consider|agree to|accept)\b(.*)$/iu.exec(
      body,
    )
  if (match?.[1]) return `Please ${match[1].toLowerCase()}${match[2] ?? ''}`
  const open = /^would you be open to (.+)$/iu.exec(body)
  return open?.[1] ? `I'm proposing ${open[1]}` : null
}

/** "If you could get me comments by Wednesday, that would be amazing" → "Please get me comments by Wednesday". */
const pleaseFromWish: Turn = (body) => {
  const match =
    /^if you could (.+?),? (?:that|it) would be (?:great|amazing|awesome|helpful|wonderful|lovely|perfect|ideal|much appreciated)\b.*$/iu.exec(
      body,
    )
  return match?.[1] ? `Please ${match[1]}` : null
}

const TURNS: readonly Turn[] = [
  pleaseFromWish,
  offerFromQuestion,
  considerFromQuestion,
  pleaseFromQuestion,
  letsFromQuestion,
  wishFromQuestion,
]

/** Questions that are really requests or offers, said directly: the ask becomes a statement. */
export const questionsToRequests: RewriteStep = (text) => {
  let turned = 0
  // The body only: "Hi Tom, can we push…" asks after its greeting.
  const rewritten = mapBody(text, (body) =>
    mapSentences(body, (sentence): SentencePart => {
      const body = sentence.body.trim()
      if (/^please\b/i.test(body) && sentence.end.startsWith('?')) {
        turned++
        return { ...sentence, end: '.' }
      }
      // A statement is only turned when it is a wish ("If you could…, that would be great") or a
      // "we should"; "We could lose the client" is not a proposal.
      const question = sentence.end.startsWith('?')
      for (const turn of TURNS) {
        if (!question && turn !== pleaseFromWish && !/^we should\b/i.test(body)) continue
        const direct = turn(body)
        if (direct) {
          turned++
          return { lead: sentence.lead, body: direct, end: '.' }
        }
      }
      return sentence
    }),
  )
  if (turned === 0) return unchanged(text)
  return {
    text: rewritten,
    change: `Turned ${turned} ${turned === 1 ? 'question' : 'questions'} into a direct request`,
  }
}

/** "I was hoping for $118,000" → "I'm asking for $118,000"; "I'd love it if you could" → "Please". */
const NEEDS: Record<string, string> = {
  'i was hoping for': "I'm asking for",
  'i was hoping to': "I'd like to",
  "i'd love it if you could": 'please',
  'i would love it if you could': 'please',
  'i wanted to ask whether': 'I need to know whether',
  'i wanted to ask if': 'I need to know if',
  'i wanted to ask': "I'm asking",
  "i'd really appreciate it if you could": 'please',
  'it would be great if you could': 'please',
}

export const stateTheNeed: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, NEEDS), NEEDS, {
    verb: 'Stated',
    singular: 'ask directly',
    plural: 'asks directly',
  })

/** A trailing "..." trails off; a full stop commits. */
export const endFirmly: RewriteStep = (text) => {
  const firm = text.replace(/(\p{L})\s*(?:\.{2,}|…)(\s|$)/gu, '$1.$2')
  return firm === text ? unchanged(text) : { text: firm, change: "Replaced trailing '...' with a full stop" }
}

/** "We could move it to Thursday?" (a hedge taken away) → "Could we move it to Thursday?". */
export const questionWordOrder: RewriteStep = (text) => {
  let turned = 0
  const rewritten = mapSentences(text, (sentence) => {
    const match = /^(we|you|i) (could|can|should|would|will)\s+(.+)$/i.exec(sentence.body.trim())
    if (!sentence.end.startsWith('?') || !match) return sentence
    turned++
    const [, subject = '', modal = '', rest = ''] = match
    const who = subject.toLowerCase() === 'i' ? 'I' : subject.toLowerCase()
    return {
      ...sentence,
      body: `${modal.charAt(0).toUpperCase()}${modal.slice(1).toLowerCase()} ${who} ${rest}`,
    }
  })
  return turned === 0 ? unchanged(text) : { text: rewritten, change: 'Put the question in question order' }
}
