import { REQUEST_SOFTENERS } from '../lexicon/apologies'
import { CONCISE_PHRASES, PADDING_LINES } from '../lexicon/concise-phrases'
import { INTENSIFIERS } from '../lexicon/intensifiers'
import { WORDY_PHRASES } from '../lexicon/wordy-phrases'
import { execAll } from '../text/exec-all'
import { joinFrame, splitFrame } from '../text/message-frame'
import { removeClausePhrases, removePhrases, replacePhrases, type SkipMatch } from '../text/phrases'
import { tidy } from '../text/tidy'
import { mapBody } from './framing'
import { fromEdit, fromReplacements, type RewriteStep, unchanged } from './rewrite-step'

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
    // "Thank you very much" is one phrase: without "very" it reads "thank you much".
    if (/^\s+much\b/i.test(after)) return true
    return match.toLowerCase() === 'so' && !LINKING_VERB_BEFORE.test(before)
  })
  return fromEdit(text, edit, { verb: 'Dropped', singular: 'intensifier', plural: 'intensifiers' })
}

const REPEATED_WORD = /\b([\p{L}']+)(?:,?\s+\1\b(?![\p{L}'’]))+/giu

/** "really, really sorry" → "really sorry", "sorry sorry sorry" → "sorry". */
export function collapseRepeatedWords(text: string): string {
  return text.replace(REPEATED_WORD, '$1')
}

export const collapseRepeats: RewriteStep = (text) => {
  const repeated = execAll(text, REPEATED_WORD).map((match) => match[0])
  const collapsed = collapseRepeatedWords(text)
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
  "if that's ok",
  'if that is ok',
  "if that's alright",
  'if that works',
  'no pressure though',
  'no pressure',
  'just saying',
]

// Padding closes a sentence or a clause; "if that's ok with you and your family" is content.
const closesClause: SkipMatch = (_match, _before, after) => !/^\s*(?:[,.!?;]|$)/.test(after)

export const dropPadding: RewriteStep = (text) =>
  fromEdit(
    text,
    removeClausePhrases(text, PADDING, closesClause),
    { verb: 'Dropped', singular: 'padding phrase', plural: 'padding phrases' },
    // "…if you're not too busy, no pressure though" leaves a comma hanging at the end.
    (edited) => tidy(edited).replace(/,$/, ''),
  )

const DISCOURSE_OPENER =
  /(^|[.!?]\s+|\n)(?:so(?!\s+(?:sorry|much|many|glad|happy|excited|proud|grateful|thankful|good|bad|sad|tired|busy|late|close|far|long)\b)|well|okay so|ok so|ugh|anyway|anyways)\b,?\s+(?=\p{L})/giu

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

/** Stock lines and openers that carry nothing ("No rush at all", "I hope this isn't weird but"). */
export const dropStockLines: RewriteStep = (text) =>
  fromEdit(
    text,
    removeClausePhrases(text, PADDING_LINES),
    { verb: 'Dropped', singular: 'stock line', plural: 'stock lines' },
    (edited) => tidy(edited.replace(/(^|\n|[.!?]\s+)[ \t]*[.!?,]+[ \t]*/g, '$1')).replace(/,$/, ''),
  )

export const tightenForConcise: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, CONCISE_PHRASES), CONCISE_PHRASES, {
    verb: 'Tightened',
    singular: 'wordy phrase',
    plural: 'wordy phrases',
  })

const NUMBER_WORDS: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
}
const COUNTED =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?!(?:of|or|and|to|in|at|on)\b)(?=\p{L})/giu

/** "four weeks" → "4 weeks", "three payments" → "3 payments". */
export const numeralsForCounts: RewriteStep = (text) => {
  const found: string[] = []
  const shorter = text.replace(COUNTED, (whole, word: string) => {
    found.push(word)
    return whole.replace(word, NUMBER_WORDS[word.toLowerCase()] ?? word)
  })
  return found.length === 0
    ? unchanged(text)
    : { text: shorter, change: `Wrote ${found.length === 1 ? 'a count' : 'counts'} in figures` }
}

const GROUP_GREETING = /^(?:hi|hey|hello|dear)\s+(?:all|everyone|team|guys|folks|y'all|there)\b[\s,!.:-]*$/i

/** In a concise rewrite, a greeting that names no one and a sign-off word above the name go. */
export const dropFrameWords: RewriteStep = (text) => {
  const frame = splitFrame(text)
  const notes: string[] = []
  let { greeting, signOff } = frame
  if (greeting && GROUP_GREETING.test(greeting)) {
    notes.push(`the greeting '${greeting}'`)
    greeting = null
  }
  const [closing = '', ...names] = signOff?.split('\n') ?? []
  // "Best,\nMaya" → "Maya"; a signature of several lines keeps its sign-off line.
  if (
    signOff &&
    names.length === 1 &&
    /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(names[0] ?? '')
  ) {
    notes.push(`'${closing.trim()}' above the name`)
    signOff = names.join('\n')
  }
  if (notes.length === 0) return unchanged(text)
  const body =
    greeting === frame.greeting ? frame.body : frame.body.charAt(0).toUpperCase() + frame.body.slice(1)
  return {
    text: joinFrame({ greeting, body, signOff }, text.includes('\n') ? 'letter' : 'inline'),
    change: `Dropped ${notes.join(' and ')}`,
  }
}

const WONDERING_THERE =
  /(?<=^|[.!?]\s+|,\s+|\n)I was (?:just )?wondering (?:if|whether) there (is|are|has been|have been|was|were) ([^,.!?\n]+?)(?:,?\s+(?:as|since|because)\s+([^.!?\n]+))?[.?]/gi
const ASKING_WHETHER_THERE =
  /(?<=^|[.!?]\s+|,\s+|\n)I (?:wanted|want|would like|'d like) to ask (?:if|whether) there(?:'s| is) ([^,.!?\n]+?)[.?]/gi

/** "I was wondering if there has been any update, as I've…" → "Has there been any update? I've…". */
export const askDirectly: RewriteStep = (text) => {
  let asked = 0
  // After "Before I sign, " the question reads on in lower case.
  const opening = (offset: number, source: string, word: string) =>
    /,\s+$/.test(source.slice(0, offset)) ? word : word.charAt(0).toUpperCase() + word.slice(1)
  const direct = text
    .replace(
      WONDERING_THERE,
      (_whole, be: string, rest: string, reason: string | undefined, offset: number, source: string) => {
        asked++
        const [auxiliary = '', participle] = be.toLowerCase().split(' ')
        const question = `${opening(offset, source, auxiliary)} there${participle ? ` ${participle}` : ''} ${rest}?`
        return reason ? `${question} ${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` : question
      },
    )
    .replace(ASKING_WHETHER_THERE, (_whole, rest: string, offset: number, source: string) => {
      asked++
      return `${opening(offset, source, 'is')} there ${rest}?`
    })
  return asked === 0 ? unchanged(text) : { text: direct, change: 'Asked the question directly' }
}
