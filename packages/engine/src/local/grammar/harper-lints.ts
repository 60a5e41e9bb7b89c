import nlp from 'compromise'
import { pastOf } from '../generate/request/verb-forms'
import { STOPWORDS } from '../text/content-words'
import { execAll } from '../text/exec-all'
import { type FoundProblem, isMeantTwice } from './confusion-rules'
import { inFullWordList, isOldSpellingOfACommonMistake } from './english-word-list'
import { isOtherLanguageWord } from './other-languages'
import { isAcceptedWord, type Register } from './text-speak'

/** What harper reported about one passage, as plain data (it crosses from the worker). */
export interface HarperLint {
  kind: string
  start: number
  end: number
  message: string
  replacements: string[]
}

/**
 * The lint kinds that are errors; the others are style or taste ("road map", "okay", "thru").
 * A chat's fragments ("work was wild today") are not grammar errors either.
 */
const ERRORS = new Set([
  'Spelling',
  'Typo',
  'Agreement',
  'Miscellaneous',
  'Repetition',
  'Capitalization',
  'Grammar',
  'Eggcorn',
  'Malapropism',
])
/** Kinds that are mostly taste ("road map", "minutes"), kept only when they name a confused word. */
const CONFUSION_ONLY = new Set(['WordChoice'])
const NOT_IN_CHATS = new Set(['Grammar'])

/** In a chat harper's grammar guesses misread shorthand; its word confusions ("their" → "there") still hold. */
const CONFUSED_WORDS = new Set(
  "there their they're your you're its it's whose who's then than to too were where we're affect effect lose loose accept except".split(
    ' ',
  ),
)
const isWordConfusion = (lint: HarperLint, word: string) =>
  CONFUSED_WORDS.has(word.toLowerCase()) && CONFUSED_WORDS.has(lint.replacements[0]?.toLowerCase() ?? '')

/** @mentions, #hashtags and links: handles and addresses, not words to spell-check. */
const HANDLE = /(?:[@#][\p{L}\p{N}_.]+|\bhttps?:\/\/\S+|\bwww\.\S+)/gu
const handleSpans = (text: string) =>
  text.includes('@') || text.includes('#') || /https?:|www\./.test(text)
    ? execAll(text, HANDLE).map((match) => [match.index, match.index + match[0].length] as const)
    : []

/** American family words in a British-dialect checker. */
const AMERICAN_WORDS = new Set(['mom', 'moms', 'mommy', "mom's"])

const KIND: Record<string, FoundProblem['kind']> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Capitalization: 'spelling',
  Punctuation: 'punctuation',
  Eggcorn: 'word_choice',
  Malapropism: 'word_choice',
  WordChoice: 'word_choice',
}

const PREFIXES = ['mis', 're', 'un', 'pre', 'over', 'under', 'co', 'non', 'sub', 'out', 'de', 'dis', 'in']

/** British and American spellings of one word: "finalise/finalize", "neighbour/neighbor", "centre/center". */
function isRegionalVariant(word: string, suggestions: readonly string[]): boolean {
  const lower = word.toLowerCase()
  const variants = [
    lower.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1'),
    lower.replace(/iz(e|es|ed|ing|ation|ations)$/, 'is$1'),
    lower.replace(/our/, 'or'),
    lower.replace(/or(s|ed|ing)?$/, 'our$1'),
    lower.replace(/tre(s)?$/, 'ter$1'),
    lower.replace(/ter(s)?$/, 'tre$1'),
    lower.replace(/yse(s|d)?$/, 'yze$1'),
    lower.replace(/ll(ed|ing|er)$/, 'l$1'),
    lower.replace(/l(ed|ing|er)$/, 'll$1'),
    lower.replace(/ogue$/, 'og'),
  ]
  const suggested = new Set(suggestions.map((suggestion) => suggestion.toLowerCase()))
  return variants.some((variant) => variant !== lower && suggested.has(variant))
}

/** Keyboard smash and sounds: "asdfghjkl", "sksksk", "hahahah" — typed on purpose, never misspelt. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm']
function isNotAWord(word: string): boolean {
  const lower = word.toLowerCase()
  if (lower.length >= 4 && KEYBOARD_ROWS.some((row) => row.includes(lower.slice(0, 4)))) return true
  return /^(\p{L}{1,3})\1{2,}\p{L}?$/u.test(lower)
}

/**
 * How many single-letter edits apart two words are, a swap of two neighbours counting as one
 * ("recieve", "wierd"): enough to tell a typo from a name or a word no dictionary has yet.
 */
function lettersApart(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, index) => index)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (rows[i - 1]?.[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1)
      row[j] = best
    }
    rows.push(row)
  }
  return rows[a.length]?.[b.length] ?? 0
}

/** Days and months: a capitalised word a letter or two from one is that date misspelt, not a name. */
const CALENDAR_WORD =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$|^(?:january|february|august|september|october|november|december)$/i
function isMisspeltDate(word: string, suggestions: readonly string[]): boolean {
  const lower = word.toLowerCase()
  // "thursday": the day written in lower case, as a chat does.
  if (word.length < 5 || suggestions.some((suggestion) => suggestion.toLowerCase() === lower)) return false
  return suggestions.some(
    (suggestion) => CALENDAR_WORD.test(suggestion) && lettersApart(lower, suggestion.toLowerCase()) <= 2,
  )
}

/** "Mr. Brightside" does not start a sentence at "Brightside". */
const sentenceStart = (text: string, start: number) => {
  const before = text.slice(0, start)
  return /(?:^|[.!?]\s+|\n\s*)$/.test(before) && !/\b(?:Mr|Mrs|Ms|Dr|St|Prof|Mt)\.\s+$/.test(before)
}

/** "we're going there tomorrow": a "there" before a time word or a stop has no noun to own. */
const THERE_NOT_THEIR =
  /^\s*(?:[.,!?;:)]|$|(?:tomorrow|tmrw|today|tonight|now|later|soon|again|yet|first|too|already|before|after|early|late|often|together|alone|myself|yourself|ourselves|sometimes|anyway)\b)/i

/** What follows an "it's" that is "it is" or "it has": someone's thing, a determiner, "time", "been". */
const IT_IS_BEFORE =
  /^\s+(?:[\p{L}]+['’]s\b|(?:my|your|our|his|her|their|the|a|an|this|that|time|been|not|so|just|dead|fate|official|giving|gonna|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|midnight|noon|late|early)\b)/iu

/** Doubled words English means: "that that approach", "he had had a long day". */
const MEANT_TWICE = /^(?:that that|had had)$/i

/** Nouns in -s that take a singular verb: "the news was good", "maths is hard". */
const SINGULAR_IN_S =
  /\b(?:news|maths|mathematics|physics|economics|politics|athletics|measles|series)\s+(?:\w+ly\s+)?$/i

/**
 * Whether a spelling lint is about a word the writer meant: an acronym (EOD, SSO), a version
 * (v2), a name (Priya, Brightline), the use case's slang, a British or American variant, or
 * a prefixed form of a word harper knows ("misconfigured").
 */
function isIntendedWord(
  word: string,
  start: number,
  text: string,
  suggestions: readonly string[],
  register: Register,
) {
  const owner = word.replace(/['’]s$/i, '')
  if (/\d/.test(word) || isAcceptedWord(owner, register) || AMERICAN_WORDS.has(word.toLowerCase()))
    return true
  // "How've you been": a contraction of a question word.
  if (/^(?:how|where|what|who|why|when|there)['’](?:ve|d|ll|re)$/i.test(word)) return true
  // "the chippy's closed", "rangoli", "nan's": a word the full list has, in a chat or a notice. A
  // common word harper reads as another ("We where hoping") is a confusion, not a word to accept.
  const common = STOPWORDS.has(owner.toLowerCase()) || CONFUSED_WORDS.has(owner.toLowerCase())
  if (register !== 'formal' && !common && inFullWordListInflected(owner)) return true
  if (register === 'casual' && (isNotAWord(word) || isHeldLetter(word))) return true
  // "hola", "patatas", "¡Todos bienvenidos!": Spanish and French a chat or a notice mixes in
  // (shorter words are too near English slips), not in a work e-mail.
  // A long one a letter from an English word is the English word misspelt ("assistent", "responsable").
  if (
    register !== 'formal' &&
    owner.length >= 4 &&
    isOtherLanguageWord(owner) &&
    !(
      owner.length >= 7 &&
      suggestions.some((other) => lettersApart(owner.toLowerCase(), other.toLowerCase()) <= 1)
    )
  )
    return true
  // "Tía Rosa", "café": a word with an accent is another language's, except in a work e-mail.
  if (register !== 'formal' && /[^\p{ASCII}]/u.test(word)) return true
  if (isMisspeltDate(word, suggestions)) return false
  // "Shoreditch or Hackney Wick?", "shakshuka tonight?", "tsoureki £8": outside a work e-mail a
  // word no suggestion is near is a name or a word no dictionary has yet; "Definately" and
  // "recieve" are a letter (or a swap) from theirs, and a longer word in lower case may be two
  // ("tommorow"; names are capitalised).
  if (register !== 'formal' && /^\p{L}\p{Ll}{3,}$/u.test(word) && !isOldSpellingOfACommonMistake(word)) {
    const near = word.length >= 7 && /^\p{Ll}/u.test(word) ? 2 : 1
    if (!suggestions.some((other) => lettersApart(word.toLowerCase(), other.toLowerCase()) <= near))
      return true
  }
  // "Adebayo has a clash at 2": in a work e-mail too, a capitalised word two letters from every
  // suggestion is a name ("Definatly" is two from "Definitely", and is flagged).
  if (register === 'formal' && /^\p{Lu}\p{Ll}{3,}$/u.test(word)) {
    const lower = word.toLowerCase()
    if (!suggestions.some((other) => lettersApart(lower, other.toLowerCase()) <= 2)) return true
  }
  // "Abu bin Salleh", "Eid al-Fitr"
  if (NAME_PARTICLE.test(word) && /^(?:\s+|-)\p{Lu}/u.test(text.slice(start + word.length))) return true
  // "LeBron", "McKenzie", "iPhone": a capital inside a word makes it a name.
  if (/^\p{L}+\p{Ll}\p{Lu}\p{L}*$/u.test(word) || /^\p{Ll}\p{Lu}\p{Ll}+$/u.test(word)) return true
  if (word.length >= 2 && word === word.toUpperCase()) return true
  if (/^\p{Lu}/u.test(word) && !sentenceStart(text, start)) return true
  if (isRegionalVariant(word, suggestions)) return true
  const lower = word.toLowerCase()
  // A day or month written in lower case is how a chat writes it.
  if (register === 'casual' && suggestions.some((suggestion) => suggestion.toLowerCase() === lower))
    return true
  const suggested = new Set(suggestions.map((suggestion) => suggestion.toLowerCase()))
  return PREFIXES.some((prefix) => lower.startsWith(prefix) && suggested.has(lower.slice(prefix.length)))
}

/**
 * A word of the full list, or one with a plain ending on a word of it: "catfishing" (catfish);
 * "traybakes" has no entry either way. The endings that misspellings take are not read as
 * endings: a doubled consonant ("writting" is not "writ"), a kept "e" ("writeing").
 */
function inFullWordListInflected(word: string): boolean {
  if (inFullWordList(word)) return true
  const ending = /^(?<stem>\p{L}{3,}?)(?<suffix>es|s|ed|ing)$/u.exec(word.toLowerCase())?.groups
  if (!ending?.stem || !ending.suffix) return false
  const { stem, suffix } = ending
  if ((suffix === 'ed' || suffix === 'ing') && (/e$/.test(stem) || /(\p{L})\1$/u.test(stem))) return false
  // "payed", "buyed", "thinked": a verb whose past is not -ed.
  if (suffix === 'ed' && pastOf(stem) !== `${stem}ed`) return false
  return inFullWordList(stem)
}

/** "tuk-tuk", "bye-bye", "so-so": the word just before or after the hyphen is the same word. */
function isReduplicated(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end).toLowerCase()
  const before = text.slice(Math.max(0, start - word.length - 1), start).toLowerCase()
  const after = text.slice(end, end + word.length + 1).toLowerCase()
  return before === `${word}-` || after === `-${word}`
}

/** "heyy", "Ahh", "yess": a short word with its last letter held, as a chat says it. */
function isHeldLetter(word: string): boolean {
  const held = /^(\p{L}{1,3}?)(\p{L})\2+$/u.exec(word.toLowerCase())
  if (!held) return false
  const base = `${held[1]}${held[2]}`
  return base.length >= 2 && (inFullWordList(base) || isAcceptedWord(base, 'casual'))
}

/**
 * harper's "write it as two words" misreads another language's word as an English word and a
 * scrap: "bara" is not "bar a", "sadya" not "sad ya". Real ones split into words: "alot" → "a lot",
 * "abit" → "a bit".
 */
function isForeignWordSplit(lint: HarperLint): boolean {
  if (!/should (?:probably|possibly) be written as|has a missing space between words/.test(lint.message))
    return false
  const isScrap = (part: string, last: boolean) =>
    (last && /^\p{L}$/u.test(part)) || (/^\p{L}{2}$/u.test(part) && !STOPWORDS.has(part.toLowerCase()))
  return (
    lint.replacements.length > 0 &&
    lint.replacements.every((replacement) => {
      const parts = replacement.split(/\s+/)
      return parts.some((part, index) => isScrap(part, index === parts.length - 1))
    })
  )
}

/** harper's "write it as two words" where both would be content words ("car park"), not "a lot" or "in fact". */
function isJoinedCompound(lint: HarperLint): boolean {
  if (!/should (?:probably|possibly) be written as|has a missing space between words/.test(lint.message))
    return false
  return (
    lint.replacements.length > 0 &&
    lint.replacements.every((replacement) => {
      const parts = replacement.toLowerCase().split(/\s+/)
      return parts.length === 2 && parts.every((part) => part.length >= 3 && !STOPWORDS.has(part))
    })
  )
}

/**
 * "treecreeper", "traybakes": a noun joined to a noun, as many compounds are written and no
 * dictionary has them all. "bestfriend" and "highschool" start with a describing word, and
 * "thoughtfull" ends in a misspelt "-ful": those stay errors.
 */
function isNounNounCompound(lint: HarperLint): boolean {
  if (!isJoinedCompound(lint)) return false
  const [first, second] = (lint.replacements[0] ?? '').toLowerCase().split(/\s+/)
  // ("fur nature" and "int resting" are "furniture" and "interesting" misspelt: short first parts.)
  if (!first || !second || first.length < 4 || /^(?:full|fully|less|ness|ment)$/.test(second)) return false
  const doc = nlp(first)
  return doc.has('#Noun') && !doc.has('#Adjective')
}

/** "Van der Merwe", "Abu bin Salleh": a lower-case particle inside a name. */
const NAME_PARTICLE = /^(?:der|den|van|von|de|da|di|du|la|le|del|della|bin|binti|al|el|ter|ten)$/i

/** harper's lints that are errors in this register, as our problems. */
export function harperProblems(
  text: string,
  lints: readonly HarperLint[],
  register: Register,
): FoundProblem[] {
  const problems: FoundProblem[] = []
  const handles = handleSpans(text)
  for (const lint of lints) {
    const { kind, start, end } = lint
    // harper.js gives its spans in UTF-16 code units already, like JavaScript's string indices.
    const word = text.slice(start, end)
    const confusion = isWordConfusion(lint, word)
    if (!ERRORS.has(kind) && !(CONFUSION_ONLY.has(kind) && confusion)) continue
    if (register === 'casual' && NOT_IN_CHATS.has(kind) && !confusion) continue
    const { replacements } = lint
    if (handles.some(([from, to]) => from <= start && start < to)) continue
    // "Hoi An", "Bien Hoa A": a capital "An" or "A" after a name is part of it, not an article.
    if (
      /^an?$/i.test(word) &&
      /^\p{Lu}/u.test(word) &&
      /\p{Lu}\p{Ll}*\s+$/u.test(text.slice(Math.max(0, start - 20), start)) &&
      !sentenceStart(text, start)
    )
      continue
    // "an honour", "an hour": a silent h takes "an".
    if (/^an$/i.test(word) && /^\s+(?:hon|hour|heir)/i.test(text.slice(end))) continue
    if (kind === 'Capitalization') {
      // "Mia" is a name, not "MIA".
      if (
        /^\p{Lu}\p{Ll}+$/u.test(word) &&
        replacements.every((replacement) => replacement === word.toUpperCase())
      )
        continue
      // "my nan's": a lower-case word of the full list is not the acronym harper knows ("NaN").
      if (register !== 'formal' && word === word.toLowerCase() && inFullWordList(word.replace(/['’]s$/, '')))
        continue
      // A chat writes "i" and lower-case sentences on purpose; harper also "lowers" some capitals.
      if (
        register === 'casual' ||
        replacements.every((replacement) => replacement === replacement.toLowerCase())
      )
        continue
    }
    if (
      /^there$/i.test(word) &&
      /^their$/i.test(replacements[0] ?? '') &&
      THERE_NOT_THEIR.test(text.slice(end))
    )
      continue
    if (
      kind === 'Repetition' &&
      (MEANT_TWICE.test(word) || isMeantTwice(word.split(/\s+/)[0] ?? '', text.slice(0, start), register))
    )
      continue
    // "not just a fling": harper's mass nouns misread a chat's countable ones.
    if (kind === 'Agreement' && register === 'casual' && lint.message.includes('is a mass noun')) continue
    if (kind === 'Agreement' && SINGULAR_IN_S.test(text.slice(0, start))) continue
    // "love you loads", "miss you lots": an amount, not a verb to agree.
    if (kind === 'Agreement' && /^(?:loads|lots|heaps|tons|masses|bunches)$/i.test(word)) continue
    // "there's loads of bars": how everyone says it, wrong only in writing that is formal.
    if (kind === 'Agreement' && register === 'casual' && /^(?:there|here)['’]?s\b/i.test(word)) continue
    // "Under-12s", "the 46A": a letter after a number is part of a label, not a word or an article.
    if (/\p{N}$/u.test(text.slice(Math.max(0, start - 1), start))) continue
    // "tuk-tuk", "chop-chop": a word said twice with a hyphen is a word of its own.
    if (isReduplicated(text, start, end)) continue
    // "bottle-o", "arvo-ish", "Pandit-ji": the end of a compound, not a word of its own.
    if (
      register !== 'formal' &&
      /\p{L}-$/u.test(text.slice(Math.max(0, start - 2), start)) &&
      word.replace(/['’]s$/i, '').length <= 3
    )
      continue
    // "in Studio 1", "at Gate 4": a name takes no determiner.
    if (lint.message.startsWith('Add a determiner') && /^\s*\p{Lu}/u.test(text.slice(end - 1))) continue
    // Guesses about a missing word ("may be missing a preposition") misread chat shorthand.
    if (lint.message.startsWith('You may be missing')) continue
    // Taste, not errors: "ASAP" and "FYI" spelt out; "non-negotiable" joined up.
    if (/^(?:Try expanding this initialism|This looks like a prefix that can be joined)/.test(lint.message))
      continue
    // "it's Dad's birthday", "it's my turn": "it is", whatever harper reads as owned.
    if (/^it['’]s$/i.test(word) && IT_IS_BEFORE.test(text.slice(end))) continue
    // "Whom should I address it to?" is right; harper's "who" is taste at best.
    if (/^whom$/i.test(word)) continue
    // "she stay losing her keys": "stay" + -ing is a habit said in African American English.
    if (
      kind === 'Agreement' &&
      register === 'casual' &&
      /^stay$/i.test(word) &&
      /^\s+\p{L}+ing\b/u.test(text.slice(end))
    )
      continue
    if (register !== 'formal' && isForeignWordSplit(lint)) continue
    // "carpark", "saltfish": two content words a notice or a chat writes as one, a word the full list
    // has ("thoughtfull" is not "thought full").
    if (
      register !== 'formal' &&
      ((isJoinedCompound(lint) && inFullWordListInflected(word)) || isNounNounCompound(lint))
    )
      continue
    // "omw, anyone want a sausage roll?": "Does anyone want…" said short, at the start of a clause.
    if (/(?:^|[.!?,;:]\s*|\n)(?:anyone|anybody)\s+$/i.test(text.slice(0, start))) continue
    // "an FAQ", "an HR form", "an MOT": a letter's name decides, not its spelling.
    if (/^an$/i.test(word) && /^\s+[AEFHILMNORSX][A-Z0-9]/.test(text.slice(end))) continue
    // "a.m.", "e.g.": letters of an abbreviation, not words.
    if (/(?:^|[^\p{L}])\p{L}\.\p{L}\./u.test(text.slice(Math.max(0, start - 2), end + 3))) continue
    if ((kind === 'Spelling' || kind === 'Typo') && isIntendedWord(word, start, text, replacements, register))
      continue
    problems.push({
      kind: KIND[kind] ?? 'grammar',
      start,
      end,
      message: lint.message.replace(/`/g, '"'),
      replacements: [...new Set(replacements)].slice(0, 3),
    })
  }
  return problems
}
