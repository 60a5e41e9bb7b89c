import { capitalizeSentences } from '../text/casing'
import { STOPWORDS } from '../text/content-words'
import { mapSentences } from '../text/map-sentences'
import { splitFrame } from '../text/message-frame'
import { mapBody } from './framing'
import { type RewriteStep, unchanged } from './rewrite-step'

const QUESTION_START =
  /(?:^|[.!?]\s+)(?:do|does|did|are|is|was|were|can|could|would|will|should|have|has|what|when|where|why|how|who|which|wanna|want to|you free|any chance)\b[^.!?]*$/i
const ENDS_OPEN = /[\p{L}\p{N}]$/u
const REQUEST_QUESTION = /^(?:could|can|would|will) (?:you|we|i)\b/i
/** "What would you do." is a question whatever its full stop says. */
const ASKED_QUESTION =
  /^(?:what|how|why|where|when|who|which) (?:would|should|do|does|did|are|is|can|could|will) (?:you|we|i|they|he|she|it)\b/i
const CALENDAR_NAMES =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g

function polishBody(body: string, continuesGreeting: boolean): string {
  const ended = body
    .split('\n')
    .map((line) => (ENDS_OPEN.test(line) ? `${line}${QUESTION_START.test(line) ? '?' : '.'}` : line))
    .join('\n')
  const asked = mapSentences(ended, (sentence) =>
    (REQUEST_QUESTION.test(sentence.body.trim()) || ASKED_QUESTION.test(sentence.body.trim())) &&
    sentence.end === '.'
      ? { ...sentence, end: '?' }
      : sentence,
  )
  const capitalised = capitalizeSentences(asked).replace(
    CALENDAR_NAMES,
    (name) => name.charAt(0).toUpperCase() + name.slice(1),
  )
  if (!continuesGreeting || /^I\b/.test(capitalised)) return capitalised
  // "Hi, could you…": after an inline greeting a function word reads on in lower case; a name keeps its capital.
  const first = /^\p{L}+/u.exec(capitalised)?.[0].toLowerCase() ?? ''
  return STOPWORDS.has(first)
    ? capitalised.charAt(0).toLowerCase() + capitalised.slice(1)
    : body.charAt(0) + capitalised.slice(1)
}

/**
 * Capitals at sentence starts (the greeting's and sign-off's too), for "I" and for days and months; a line left open gets "." or "?",
 * and a request phrased as a question ("Could you…") ends with "?".
 */
export function polishText(text: string): string {
  const bodyPolished = mapBody(text, polishBody)
  // A sign-off starts with a capital too ("… for Acme. thanks!" → "Thanks!").
  const frame = splitFrame(bodyPolished)
  const inline = frame.signOff !== null && !frame.signOff.includes('\n') && !bodyPolished.includes('\n')
  const signOff =
    frame.signOff === null
      ? null
      : `${frame.signOff.charAt(0).toUpperCase()}${frame.signOff.slice(1)}${inline && /[\p{L}\p{N}]$/u.test(frame.signOff) ? '.' : ''}`
  const signedOff =
    frame.signOff && signOff !== frame.signOff
      ? bodyPolished.slice(0, bodyPolished.length - frame.signOff.length) + signOff
      : bodyPolished
  // …and so does a greeting ("hey! I was…" → "Hey! I was…").
  return signedOff.replace(/^\s*\p{Ll}/u, (letter) => letter.toUpperCase())
}

export const polish: RewriteStep = (text) => {
  const polished = polishText(text)
  return polished === text
    ? unchanged(text)
    : { text: polished, change: 'Fixed capitals and end punctuation' }
}
