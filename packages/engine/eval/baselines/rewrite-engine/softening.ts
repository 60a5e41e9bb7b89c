import type { UseCase } from '@tipsy/contracts'
import { IMPERATIVE_VERBS } from '../../../src/local/lexicon/imperative-verbs'
import { lowerFirst, mapSentences } from '../../../src/local/text/map-sentences'
import { addToBody } from './framing'
import { type RewriteStep, unchanged } from './rewrite-step'

const DEMAND = /^(?:you (?:need to|have to|must|'ve got to|’ve got to|have got to)\s+)(.+)$/i
const PLEASE_FIRST = /^please\s+(.+)$/i

function firstWord(sentence: string): string {
  return /^[\p{L}']+/u.exec(sentence)?.[0].toLowerCase() ?? ''
}

/** "Send me the file." → "Could you please send me the file?"; "You need to call" likewise. */
export const softenDemands: RewriteStep = (text) => {
  let softened = 0
  const rewritten = mapSentences(text, (sentence) => {
    const body = sentence.body.trim()
    if (sentence.end.includes('?') || body.split(/\s+/).length > 25) return sentence
    const demand = DEMAND.exec(body)?.[1] ?? PLEASE_FIRST.exec(body)?.[1]
    const request = demand ?? (IMPERATIVE_VERBS.has(firstWord(body)) ? body : null)
    if (request === null || !IMPERATIVE_VERBS.has(firstWord(request))) return sentence
    softened++
    return { lead: sentence.lead, body: `Could you please ${lowerFirst(request)}`, end: '?' }
  })
  if (softened === 0) return unchanged(text)
  const noun = softened === 1 ? 'demand' : 'demands'
  return {
    text: rewritten,
    change: `Softened ${softened} ${noun} into ${softened === 1 ? 'a request' : 'requests'}`,
  }
}

const ABSOLUTES = [
  { pattern: /\byou(\s+are|['’]re)?\s+always\b/gi, softer: 'often' },
  { pattern: /\byou(\s+are|['’]re)?\s+never\b/gi, softer: 'rarely' },
]

/** "You never listen" → "it feels like you rarely listen": a feeling, not a verdict. */
export const softenAbsolutes: RewriteStep = (text) => {
  const found: string[] = []
  let softened = text
  for (const { pattern, softer } of ABSOLUTES) {
    softened = softened.replace(pattern, (match: string, be: string | undefined) => {
      found.push(match)
      const phrase = `it feels like you${be ?? ''} ${softer}`
      return match.startsWith('Y') ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase
    })
  }
  if (found.length === 0) return unchanged(text)
  return {
    text: softened,
    change: `Reframed ${found.map((absolute) => `'${absolute}'`).join(', ')} as a feeling`,
  }
}

/** What the writer can say about feelings without claiming anything happened. */
const ACKNOWLEDGEMENTS: Record<UseCase, { opener: string; closer: string }> = {
  work_email: {
    opener: 'I appreciate you taking the time to read this.',
    closer: "Please let me know if there's anything I can do to help.",
  },
  negotiation: {
    opener: "I understand where you're coming from.",
    closer: "I'm confident we can find something that works for both of us.",
  },
  apology: {
    opener: 'I understand how you must feel, and your feelings matter to me.',
    closer: "I'm here whenever you're ready to talk.",
  },
  text_friend: { opener: 'I hear you.', closer: "I'm here for you." },
  dating_app: { opener: 'No pressure at all.', closer: "I'd love to hear what you think." },
  general: { opener: 'I hear you.', closer: 'Let me know how you feel about it.' },
}

/** Opens by acknowledging the reader's feelings and closes with support, inside any greeting and sign-off. */
export const acknowledgeFeelings: RewriteStep = (text, useCase) => {
  const { opener, closer } = ACKNOWLEDGEMENTS[useCase]
  const lower = text.toLowerCase()
  const first = lower.includes(opener.toLowerCase()) ? undefined : opener
  const last = lower.includes(closer.toLowerCase()) ? undefined : closer
  if (!first && !last) return unchanged(text)
  const added = [first ? `opened with '${first}'` : '', last ? `closed with '${last}'` : '']
  return {
    text: addToBody(text, { first, last }),
    change: `Acknowledged feelings: ${added.filter(Boolean).join(' and ')}`,
  }
}
