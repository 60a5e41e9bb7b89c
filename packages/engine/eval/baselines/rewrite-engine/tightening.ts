import { REQUEST_SOFTENERS } from '../../../src/local/lexicon/apologies'
import { INTENSIFIERS } from '../../../src/local/lexicon/intensifiers'
import { WORDY_PHRASES } from '../../../src/local/lexicon/wordy-phrases'
import { removePhrases, replacePhrases } from '../../../src/local/text/phrases'
import { tidy } from '../../../src/local/text/tidy'
import { mapBody } from './framing'
import { fromEdit, fromReplacements, type RewriteStep } from './rewrite-step'

export const tightenWordyPhrases: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, WORDY_PHRASES), WORDY_PHRASES, {
    verb: 'Tightened',
    singular: 'wordy phrase',
    plural: 'wordy phrases',
  })

// "so", "too", "way", "most" and "mad" do other jobs in a sentence ("so we can", "me too").
const DROPPABLE_INTENSIFIERS = Object.keys(INTENSIFIERS).filter(
  (word) => !['so', 'too', 'way', 'most', 'mad', 'hella'].includes(word),
)

// "so" intensifies only after a linking verb ("I'm so sorry"); elsewhere it joins clauses.
const LINKING_VERB_BEFORE =
  /(?:\b(?:am|is|are|was|were|be|been|feel|felt|look|looks|seem|seems)|['’](?:m|re|s))\s+$/i

/** "really important" → "important", "I'm so sorry" → "I'm sorry": emphasis that adds length, not meaning. */
export const dropIntensifiers: RewriteStep = (text) => {
  const edit = removePhrases(text, [...DROPPABLE_INTENSIFIERS, 'so'], (match, before, after) => {
    if (!/^\s+\p{L}/u.test(after)) return true
    return match.toLowerCase() === 'so' && !LINKING_VERB_BEFORE.test(before)
  })
  return fromEdit(text, edit, { verb: 'Dropped', singular: 'intensifier', plural: 'intensifiers' })
}

const REPEATED_WORD = /\b([\p{L}']+)(?:,?\s+\1\b)+/giu

/** "really, really sorry" → "really sorry", "sorry sorry sorry" → "sorry". */
export const collapseRepeats: RewriteStep = (text) => {
  const repeated: string[] = []
  const collapsed = text.replace(REPEATED_WORD, (whole, word: string) => {
    repeated.push(whole)
    return word
  })
  const label = { verb: 'Collapsed', singular: 'repeated word', plural: 'repeated words' }
  return fromEdit(text, { text: collapsed, matched: repeated }, label, (edited) => edited)
}

// Sign-offs to a request that only pad it ("No worries if not!"), beside the softeners that
// assertive rewrites drop.
const PADDING = [
  ...Object.entries(REQUEST_SOFTENERS)
    .filter(([, firm]) => firm === '')
    .map(([softener]) => softener),
  'when you can',
  'if that is okay with everyone',
  "if that's okay with everyone",
  'if that is okay with you',
  "if that's okay with you",
  'no pressure though',
  'no pressure',
  'just saying',
]

export const dropPadding: RewriteStep = (text) =>
  fromEdit(
    text,
    removePhrases(text, PADDING),
    { verb: 'Dropped', singular: 'padding phrase', plural: 'padding phrases' },
    // "…if you're not too busy, no pressure though" leaves a comma hanging at the end.
    (edited) => tidy(edited).replace(/,$/, ''),
  )

const DISCOURSE_OPENER = /(^|[.!?]\s+|\n)(?:so|well|okay so|ok so|ugh|anyway|anyways)\b,?\s+(?=\p{L})/giu

/** "So the package never arrived" → "The package never arrived". */
export const dropDiscourseOpeners: RewriteStep = (text) => {
  const dropped: string[] = []
  const trimmed = mapBody(text, (body) =>
    tidy(
      body.replace(DISCOURSE_OPENER, (whole, before: string) => {
        dropped.push(whole.slice(before.length).replace(/[,\s]+$/, ''))
        return before
      }),
    ),
  )
  const label = { verb: 'Dropped', singular: 'sentence opener', plural: 'sentence openers' }
  return fromEdit(text, { text: trimmed, matched: dropped }, label, (edited) => edited)
}
