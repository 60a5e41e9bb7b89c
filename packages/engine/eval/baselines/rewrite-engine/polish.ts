import { capitalizeSentences } from '../../../src/local/text/casing'
import { mapSentences } from '../../../src/local/text/map-sentences'
import { mapBody } from './framing'
import { type RewriteStep, unchanged } from './rewrite-step'

const QUESTION_START =
  /(?:^|[.!?]\s+)(?:do|does|did|are|is|was|were|can|could|would|will|should|have|has|what|when|where|why|how|who|which|wanna|want to|you free|any chance)\b[^.!?]*$/i
const ENDS_OPEN = /[\p{L}\p{N}]$/u
const REQUEST_QUESTION = /^(?:could|can|would|will) (?:you|we|i)\b/i
const CALENDAR_NAMES =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g

function polishBody(body: string, continuesGreeting: boolean): string {
  const ended = body
    .split('\n')
    .map((line) => (ENDS_OPEN.test(line) ? `${line}${QUESTION_START.test(line) ? '?' : '.'}` : line))
    .join('\n')
  const asked = mapSentences(ended, (sentence) =>
    REQUEST_QUESTION.test(sentence.body.trim()) && sentence.end === '.'
      ? { ...sentence, end: '?' }
      : sentence,
  )
  const capitalised = capitalizeSentences(asked).replace(
    CALENDAR_NAMES,
    (name) => name.charAt(0).toUpperCase() + name.slice(1),
  )
  return continuesGreeting && !/^I\b/.test(capitalised) ? body.charAt(0) + capitalised.slice(1) : capitalised
}

/**
 * Capitals at sentence starts, for "I" and for days and months; a line left open gets "." or "?",
 * and a request phrased as a question ("Could you…") ends with "?".
 */
export const polish: RewriteStep = (text) => {
  const polished = mapBody(text, polishBody)
  return polished === text
    ? unchanged(text)
    : { text: polished, change: 'Fixed capitals and end punctuation' }
}
