import { HEDGES } from '../../../src/local/lexicon/hedges'
import { removePhrases, replacePhrases, type SkipMatch } from '../../../src/local/text/phrases'
import { tidy } from '../../../src/local/text/tidy'
import { describeEdits, type RewriteStep, unchanged } from './rewrite-step'

// "I was wondering if you could send it" → "Could you send it": the hedge wraps a request.
const WONDERING_REQUEST =
  /(^|[.!?]\s+|\n\s*)?\bi was (?:just )?wondering (?:if|whether) (?:maybe |perhaps |possibly )?(you|we|i|they) (could|can|would|might)\b([^.!?\n]*)[.!?]?/gi

// Hedges that only become shorter ("I just wanted to" → "I wanted to"), never vanish.
const SHORTENED: Record<string, string> = {
  'i just wanted to': 'I wanted to',
  'i just think': 'I think',
  'i was just wondering if': 'I was wondering if',
}

// Kept as written: they are not hedges there ("what kind of", "it seems fine").
const KEPT = new Set(['i was wondering if', 'i just wanted to', 'i was just wondering if', 'it seems'])
// "I think that the rent…" loses "that" with the hedge, or "That, the rent…" is left behind.
const WITH_THAT = [
  'i think that',
  'i believe that',
  'i guess that',
  'i feel that',
  'i suppose that',
  'it seems that',
]
const REMOVABLE = [...WITH_THAT, ...HEDGES.filter((hedge) => !KEPT.has(hedge))]

const DETERMINER_BEFORE =
  /\b(?:what|this|that|the|a|any|some|every|which|these|those|all|one|no|same|my|your|our|their|his|her)\s*$/i

const notAHedgeHere: SkipMatch = (match, before) => {
  const lower = match.toLowerCase()
  if ((lower === 'kind of' || lower === 'sort of') && DETERMINER_BEFORE.test(before)) return true
  return false
}

function questionFromWondering(
  sentenceStart: string | undefined,
  subject: string,
  modal: string,
  rest: string,
): string {
  const who = subject.toLowerCase() === 'i' ? 'I' : subject.toLowerCase()
  const verb = modal.toLowerCase()
  const opensSentence = sentenceStart !== undefined
  return `${sentenceStart ?? ''}${opensSentence ? verb.charAt(0).toUpperCase() + verb.slice(1) : verb} ${who}${rest}?`
}

/** Deletes hedges ("I think", "maybe", "kind of"), turning "I was wondering if you could…" into a question. */
export const removeHedges: RewriteStep = (text) => {
  const matched: string[] = []
  const questions = text.replace(
    WONDERING_REQUEST,
    (whole: string, start: string | undefined, subject: string, modal: string, rest: string) => {
      matched.push(/i was (?:just )?wondering (?:if|whether)/i.exec(whole)?.[0] ?? 'I was wondering if')
      return questionFromWondering(start, subject, modal, rest)
    },
  )
  const shortened = replacePhrases(questions, SHORTENED)
  const removed = removePhrases(shortened.text, REMOVABLE, notAHedgeHere)
  const all = [...matched, ...shortened.matched.map(() => 'just'), ...removed.matched]
  if (all.length === 0) return unchanged(text)
  return {
    text: tidy(removed.text),
    change: describeEdits({ verb: 'Removed', singular: 'hedge', plural: 'hedges' }, all),
  }
}
