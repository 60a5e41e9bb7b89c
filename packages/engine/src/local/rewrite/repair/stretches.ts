import { FILLERS } from '../../lexicon/fillers'
import { STOPWORDS } from '../../text/content-words'
import { execAll } from '../../text/exec-all'
import { tokenize } from '../../text/tokens'

/** A stretch of the text, [start, end). */
export interface Stretch {
  start: number
  end: number
}

/** A replacement of text[start, end); `text` '' deletes it. */
export interface Edit extends Stretch {
  text: string
}

/** Abbreviations whose full stop does not end a sentence ("Mr. Reyes", "approx. 40"). */
const ABBREVIATION =
  /(?:^|[\s(])(?:mr|mrs|ms|dr|st|prof|jr|sr|vs|etc|e\.g|i\.e|approx|apt|ave|rd|mt|inc|ltd|co)$/i
/** Abbreviations only before a number ("No. 5", "p. 4", "Jan. 12"): "say no. Shift is…" ends a sentence. */
const NUMBER_ABBREVIATION =
  /(?:^|[\s(])(?:no|p|pp|ft|ext|tel|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i
const EMOJI_AT = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+/u

/**
 * The sentences of a text with their offsets, trimmed. A sentence ends at . ! ? … followed by a
 * space or the end (not "$1.2M", not "Mr. Reyes"), at a line break, or at an emoji followed by
 * more text ("i exist 🙃 anyway yes"); emoji right after the end belong to the sentence.
 */
export function sentencesIn(text: string): Stretch[] {
  return [...cachedSentences(text)]
}

const SENTENCE_CACHE_LIMIT = 16
const sentenceCache = new Map<string, readonly Readonly<Stretch>[]>()

/**
 * One reading of a text's sentences, shared: a repair looks up the sentence around each flag, and
 * reading the whole text again for each made a message of many flags quadratic.
 */
function cachedSentences(text: string): readonly Readonly<Stretch>[] {
  const cached = sentenceCache.get(text)
  if (cached) return cached
  const sentences = readSentences(text).map((sentence) => Object.freeze(sentence))
  if (sentenceCache.size >= SENTENCE_CACHE_LIMIT)
    sentenceCache.delete(sentenceCache.keys().next().value as string)
  sentenceCache.set(text, sentences)
  return sentences
}

function readSentences(text: string): Stretch[] {
  const sentences: Stretch[] = []
  let start = 0
  const close = (end: number) => {
    const raw = text.slice(start, end)
    if (/[\p{L}\p{N}]/u.test(raw)) {
      const from = start + (raw.length - raw.trimStart().length)
      sentences.push({ start: from, end: from + raw.trim().length })
    }
    start = end
  }
  let index = 0
  while (index < text.length) {
    const char = text[index] ?? ''
    if (char === '\n') {
      close(index)
      index++
      continue
    }
    const emoji = EMOJI_AT.exec(text.slice(index))
    if (emoji || /[.!?…]/.test(char)) {
      let end = index + (emoji ? emoji[0].length : 1)
      if (!emoji) while (/[.!?…"'”’)]/.test(text[end] ?? '')) end++
      // The longest abbreviation and the space before it: an anchored pattern over the whole
      // sentence so far would read it again at every full stop.
      const before = text.slice(Math.max(start, index - 12), index)
      const abbreviation =
        char === '.' &&
        end === index + 1 &&
        (ABBREVIATION.test(before) || (NUMBER_ABBREVIATION.test(before) && /^\s*\d/.test(text.slice(end))))
      // Emoji right after the end mark ("bday!!! 🎉") stay with it.
      for (;;) {
        const more = /^[ \t]*((?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+)/u.exec(
          text.slice(end),
        )
        if (!more) break
        end += more[0].length
      }
      const next = text[end]
      if (!abbreviation && (next === undefined || /\s/.test(next))) {
        close(end)
        index = end
        continue
      }
      index = end
      continue
    }
    index++
  }
  close(text.length)
  return sentences
}

export function sentenceAround(text: string, at: number): Stretch {
  const sentences = cachedSentences(text)
  // The last sentence starting at or before `at` (sentences are in order and do not overlap).
  let low = 0
  let high = sentences.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sentences[middle]?.start ?? at + 1) <= at) low = middle + 1
    else high = middle
  }
  const sentence = sentences[low - 1]
  return sentence && at < sentence.end ? { ...sentence } : { start: 0, end: text.length }
}

// Where one clause of a sentence ends and the next begins.
const CLAUSE_BREAK =
  /\s*[,;:]\s+|\s+[-–—]\s+|\s+(?=(?:but|and|so|or|because|anyway|which|though|although|while|since)\b)/gi

/** The clause of the sentence that holds [start, end): between the nearest clause breaks around it. */
export function clauseAround(text: string, span: Stretch): Stretch {
  const sentence = sentenceAround(text, span.start)
  let start = sentence.start
  let end = sentence.end
  const inner = text.slice(sentence.start, sentence.end)
  for (const match of execAll(inner, CLAUSE_BREAK)) {
    const breakStart = sentence.start + match.index
    const breakEnd = breakStart + match[0].length
    if (breakEnd <= span.start) start = breakEnd
    else if (breakStart >= span.end && breakStart < end) end = breakStart
  }
  // The sentence's closing punctuation belongs to the sentence, not the clause.
  const closing = /[.!?…]+["'”’)]*$/.exec(text.slice(start, end))
  if (closing && end === sentence.end) end -= closing[0].length
  return { start, end: Math.max(end, span.end) }
}

// Words that carry no content when left on their own ("dude.", "wow ok so").
const EMPTY_WORDS = new Set([
  ...STOPWORDS,
  ...FILLERS,
  'dude',
  'wow',
  'look',
  'seriously',
  'sure',
  'yeah',
  'yes',
  'no',
  'man',
  'bro',
  'guys',
  'ugh',
  'jesus',
  'god',
  'omg',
  'lol',
  'lmao',
  'haha',
  'right',
  'again',
  'too',
  'also',
  'even',
  'then',
  'still',
  'now',
  'ever',
  'really',
  'choice',
  'call',
])

/** Whether a stretch of text says anything once its empty words are set aside. */
export function hasContent(text: string): boolean {
  return tokenize(text).some((token) => !EMPTY_WORDS.has(token.lower) && /\p{L}{2}|\p{N}/u.test(token.text))
}

const isSpace = (character: string) => /\s/.test(character)

/** Where the run of spaces that ends `text` starts (`text.length` when it ends on a character). */
function trailingSpaceStart(text: string, end = text.length): number {
  let at = end
  while (at > 0 && isSpace(text.charAt(at - 1))) at--
  return at
}

/**
 * The end of the text, from a few characters before its trailing spaces: patterns anchored at the
 * end read only that, not the whole text again for every edit (a message of hundreds of deleted
 * words was quadratic). `lead` characters are enough for what the patterns match before the spaces.
 */
function endOf(text: string, lead: number): string {
  return text.slice(Math.max(0, trailingSpaceStart(text) - lead))
}

const GREETING_WORDS = ['hi', 'hello', 'hey', 'dear']
const NAME_CHARACTER = /[\p{L}.'’ ]/u

/**
 * Whether the text ends "Hi Neil, " at the start of a sentence: /(?:^|[.!?\n]\s*)(?:hi|hello|hey|dear)\s+[\p{L}.'’ ]{1,30},\s*$/iu,
 * read backwards from the end instead of from every position of the text.
 */
function endsWithGreeting(text: string): boolean {
  const comma = trailingSpaceStart(text) - 1
  if (text.charAt(comma) !== ',') return false
  for (let name = 1; name <= 30 && NAME_CHARACTER.test(text.charAt(comma - name)); name++) {
    const wordEnd = trailingSpaceStart(text, comma - name)
    if (wordEnd === comma - name) continue
    const word = GREETING_WORDS.find(
      (greeting) => text.slice(wordEnd - greeting.length, wordEnd).toLowerCase() === greeting,
    )
    if (!word) continue
    const wordStart = wordEnd - word.length
    if (wordStart === 0) return true
    const spacesStart = trailingSpaceStart(text, wordStart)
    const spaces = text.slice(spacesStart, wordStart)
    if (spaces.includes('\n') || /[.!?\n]/.test(text.charAt(spacesStart - 1))) return true
  }
  return false
}

/** Deletes a stretch and one of the separators around it, so no ", ," or "and ." is left. */
export function deletion(text: string, stretch: Stretch): Edit {
  let { start, end } = stretch
  const after = text.slice(end)
  const before = text.slice(0, start)
  // ", but please…" after a stretch that opened its sentence: the comma and the joining word go together.
  const following =
    /^(?:\s*[,;:](?:\s+(?:and|but|so|or)\b)?|\s+[-–—](?=\s)|\s+(?:and|but|so|or)\b)?/i.exec(after)?.[0] ?? ''
  const preceding = /(?:[,;:]|\s[-–—]|\s(?:and|but|so|or|because))?\s*$/i.exec(endOf(before, 8))?.[0] ?? ''
  const atSentenceStart =
    before.trim() === '' || /(?:[.!?…\n]|\p{Extended_Pictographic}\uFE0F?)\s*$/u.test(endOf(before, 3))
  // "Hi Neil, as I already mentioned, …": the greeting keeps its comma.
  const afterGreeting = endsWithGreeting(before)
  if (atSentenceStart || afterGreeting) end += following.length
  else if (preceding.trim() !== '') start -= preceding.length
  else if (following.trim() !== '') end += following.length
  return { start, end, text: '' }
}

/** Deletes a whole sentence with the space after it. */
export function sentenceDeletion(text: string, sentence: Stretch): Edit {
  const space = /^[ \t]*/.exec(text.slice(sentence.end))?.[0] ?? ''
  return { start: sentence.start, end: sentence.end + space.length, text: '' }
}

/**
 * Deletes the clause around a span; when what is left of its sentence says nothing ("dude."),
 * the whole sentence goes.
 */
/** What is left when only a condition remains: "If I see you outside her school again." */
const DANGLING_CONDITION = /^\s*(?:(?:\p{Lu}\p{Ll}+),\s*)?(?:if|unless)\b[^,;]*[.!?]*\s*$/iu

export function clauseDeletion(text: string, span: Stretch): Edit {
  const sentence = sentenceAround(text, span.start)
  const clause = clauseAround(text, span)
  const rest = text.slice(sentence.start, clause.start) + text.slice(clause.end, sentence.end)
  // "If I see you there again, you'll regret it": the condition alone says nothing.
  if (!hasContent(rest) || DANGLING_CONDITION.test(rest)) return sentenceDeletion(text, sentence)
  const edit = deletion(text, clause)
  // "I've apologised five times now, how long will you keep punishing me?": what is left is no question.
  const closing = text.slice(edit.end, sentence.end)
  if (/^\s*\?+$/.test(closing) && !QUESTION_START.test(rest.trim()))
    return { ...edit, end: sentence.end, text: '.' }
  return edit
}

const QUESTION_START =
  /^(?:\p{Lu}\p{Ll}+,\s*)?(?:how|what|why|when|where|who|which|are|is|am|was|were|do|does|did|can|could|will|would|should|shall|have|has|any|anyone|fancy)\b/iu

/** Deletes just the span (and a separator), or its sentence when nothing else in it has content. */
export function spanDeletion(text: string, span: Stretch): Edit {
  const sentence = sentenceAround(text, span.start)
  const rest = text.slice(sentence.start, span.start) + text.slice(span.end, sentence.end)
  if (!hasContent(rest) || DANGLING_CONDITION.test(rest)) return sentenceDeletion(text, sentence)
  return deletion(text, span)
}

const overlap = (a: Stretch, b: Stretch) => a.start < b.end && b.start < a.end

/**
 * Applies edits right to left. Where edits overlap, the one that covers more wins (deleting a
 * sentence beats lowering the capitals inside it).
 */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const accepted: Edit[] = []
  const bySize = [...edits].sort((a, b) => b.end - b.start - (a.end - a.start))
  for (const edit of bySize) if (!accepted.some((other) => overlap(edit, other))) accepted.push(edit)
  let result = text
  for (const edit of accepted.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  }
  return result
}
