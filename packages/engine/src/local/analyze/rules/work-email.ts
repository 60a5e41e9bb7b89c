import { CHAT_NOISE, SLANG, WORK_SAFE_SHORTHAND } from '../../lexicon/slang'
import { STOPWORDS } from '../../text/content-words'
import { splitFrame } from '../../text/message-frame'
import { findEmoji } from '../../text/tokens'
import { wordValence } from '../sentiment-lexicon'
import { flagAt, quote, type Rule, type RuleContext } from './rule'

const CHAT_NOISE_WORDS = new Set<string>(CHAT_NOISE)
const TOO_MANY_EMOJI = 2
/** "Noted. Thanks." is a reply, not an e-mail that needs a greeting. */
const MIN_EMAIL_LENGTH = 60

/** "Priya," on its own counts as a greeting; "Sorry," or "Thanks," does not. */
function opensWithName(text: string): boolean {
  const first = /^\s*(\p{Lu}[\p{L}'’-]+),/u.exec(text)?.[1]?.toLowerCase()
  return first !== undefined && !STOPWORDS.has(first) && wordValence(first) === undefined
}

/** A work e-mail of two or more sentences (60+ characters) that starts straight in, with no "Hi Sam," or "Dear team,". */
export const missingGreeting: Rule = (context) => {
  const { text } = context
  if (context.useCase !== 'work_email' || context.sentences.length < 2 || text.length < MIN_EMAIL_LENGTH)
    return []
  if (splitFrame(text).greeting || opensWithName(text)) return []
  const opening = context.sentences[0]
  if (!opening) return []
  return [
    flagAt(text, opening.start, opening.end, {
      type: 'missing_greeting',
      severity: 'low',
      description: `The e-mail opens with ${quote(opening.text)} and no greeting, which can read as curt`,
      suggestion: 'Start with a short greeting line: “Hi Dana,” or “Hello team,”.',
    }),
  ]
}

/** Chat shorthand ("u", "lol", "gonna") in a work e-mail; "U.S." and a capital "U" are not shorthand. */
function shorthand(context: RuleContext): { start: number; end: number }[] {
  return context.tokens.filter((token) => {
    if (WORK_SAFE_SHORTHAND.has(token.lower) || (token.text.length === 1 && token.text !== token.lower))
      return false
    if (context.text[token.end] === '.' && /\p{L}/u.test(context.text[token.end + 1] ?? '')) return false
    return token.lower in SLANG || CHAT_NOISE_WORDS.has(token.lower)
  })
}

export const tooCasual: Rule = (context) => {
  if (context.useCase !== 'work_email') return []
  const emoji = findEmoji(context.text)
  const cues = [...shorthand(context), ...(emoji.length >= TOO_MANY_EMOJI ? emoji : [])].sort(
    (a, b) => a.start - b.start,
  )
  const first = cues[0]
  if (!first) return []
  const examples = cues.slice(0, 3).map((cue) => quote(context.text.slice(cue.start, cue.end)))
  return [
    flagAt(context.text, first.start, first.end, {
      type: 'too_casual',
      severity: cues.length >= 3 ? 'medium' : 'low',
      description: `${examples.join(', ')} ${cues.length > 1 ? 'read' : 'reads'} as chat, not a work e-mail`,
      suggestion: 'Spell words out and keep at most one emoji: “Could you send me the file, please? Thanks!”',
    }),
  ]
}
