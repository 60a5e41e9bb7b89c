import { REQUEST_SOFTENERS } from '../../../src/local/lexicon/apologies'
import { IMPERATIVE_VERBS } from '../../../src/local/lexicon/imperative-verbs'
import { mapSentences } from '../../../src/local/text/map-sentences'
import { replacePhrases } from '../../../src/local/text/phrases'
import { fromReplacements, type RewriteStep, unchanged } from './rewrite-step'

/** "could you maybe" → "please", "I think we should" → "we should", "if you get a chance" dropped. */
export const firmUpRequests: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, REQUEST_SOFTENERS), REQUEST_SOFTENERS, {
    verb: 'Firmed up',
    singular: 'softened request',
    plural: 'softened requests',
  })

const POLITE_QUESTION = /^(?:could|can|would|will) you (?:please )?([\p{L}']+)(.*)$/iu

/** "Can you send the report?" → "Please send the report." when the question is really a request. */
export const questionsToRequests: RewriteStep = (text) => {
  let turned = 0
  const rewritten = mapSentences(text, (sentence) => {
    if (!sentence.end.startsWith('?')) return sentence
    if (/^please\b/i.test(sentence.body.trim())) {
      turned++
      return { ...sentence, end: '.' }
    }
    const match = POLITE_QUESTION.exec(sentence.body.trim())
    const verb = match?.[1]?.toLowerCase()
    if (!match || !verb || !IMPERATIVE_VERBS.has(verb)) return sentence
    turned++
    return { lead: sentence.lead, body: `Please ${verb}${match[2] ?? ''}`, end: '.' }
  })
  if (turned === 0) return unchanged(text)
  return {
    text: rewritten,
    change: `Turned ${turned} ${turned === 1 ? 'question' : 'questions'} into a direct request`,
  }
}

/** A trailing "..." trails off; a full stop commits. */
export const endFirmly: RewriteStep = (text) => {
  const firm = text.replace(/(\p{L})\s*(?:\.{2,}|…)(\s|$)/gu, '$1.$2')
  return firm === text ? unchanged(text) : { text: firm, change: "Replaced trailing '...' with a full stop" }
}
