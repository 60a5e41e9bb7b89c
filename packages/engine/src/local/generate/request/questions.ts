import { baseForm } from './verb-forms'
import { tagWords, type Word } from './words'

/**
 * Indirect questions read back as direct ones: "if you still have my jacket" → "Do you still have
 * my jacket", "what the salary range is for the role" → "What is the salary range for the role".
 * When the clause is too tangled to invert with confidence, only the embedded form is given
 * ("Could you let me know whether …?" is always grammatical).
 */
export interface QuestionForms {
  /** Without its "?" and not capitalised; null when the inversion would be a guess. */
  direct: string | null
  /** "whether you still have my jacket", "what the salary range is". */
  embedded: string
}

const AUXILIARIES = new Set(
  "is are am was were can could will would should shall may might must do does did isn't aren't wasn't weren't can't couldn't won't wouldn't shouldn't don't doesn't didn't".split(
    ' ',
  ),
)
const PERFECT = new Set(['has', 'have', 'had', "hasn't", "haven't", "hadn't"])
const CONTRACTED: Record<string, [string, string]> = {
  "you're": ['are', 'you'],
  "you've": ['have', 'you'],
  "you'll": ['will', 'you'],
  "you'd": ['would', 'you'],
  "i'm": ['am', 'I'],
  "i've": ['have', 'I'],
  "i'll": ['will', 'I'],
  "we're": ['are', 'we'],
  "we've": ['have', 'we'],
  "we'll": ['will', 'we'],
  "they're": ['are', 'they'],
  "they've": ['have', 'they'],
  "they'll": ['will', 'they'],
  "it's": ['is', 'it'],
  "it'll": ['will', 'it'],
  "there's": ['is', 'there'],
  "that's": ['is', 'that'],
  "he's": ['is', 'he'],
  "she's": ['is', 'she'],
}
const WH = new Set(['what', 'when', 'where', 'who', 'whom', 'why', 'how', 'which', 'whose'])
const WH_CONTRACTED = /^(?:who|what|where|when|how|why)'s$/
// Words that extend a wh-word into a phrase: "how long", "what time", "which day".
const WH_EXTENSIONS = new Set(['long', 'much', 'many', 'soon', 'often', 'far', 'late', 'early', 'old', 'big'])
// Nouns that make "what …"/"which …" a phrase even when the tagger reads them as verbs ("what time").
const WH_NOUNS = new Set(
  'time day date size colour color kind sort type one way room floor number address platform gate train bus flight page version'.split(
    ' ',
  ),
)
const MAX_SUBJECT_WORDS = 7

function participleNext(words: Word[], index: number): boolean {
  const next = words[index + 1]
  return Boolean(
    next &&
      (next.tags.has('Participle') || next.tags.has('PastTense') || /^(?:been|got|gotten)$/.test(next.lower)),
  )
}

/** "you still have my jacket" → "do you still have my jacket"; null when unsure. */
function invert(clause: string): string | null {
  const words = tagWords(clause)
  const first = words[0]
  if (!first) return null
  const contracted = CONTRACTED[first.lower]
  if (contracted) return `${contracted[0]} ${contracted[1]}${clause.slice(first.end)}`
  for (let index = 1; index < Math.min(words.length, MAX_SUBJECT_WORDS + 1); index++) {
    const word = words[index] as Word
    const subject = clause.slice(0, word.start).trimEnd()
    const rest = clause.slice(word.end)
    const subjectWords = words.slice(0, index)
    const prepositionInSubject = subjectWords.some((candidate) => candidate.tags.has('Preposition'))
    if (AUXILIARIES.has(word.lower)) return `${word.lower} ${subject}${rest}`
    if (PERFECT.has(word.lower)) {
      if (participleNext(words, index)) return `${word.lower} ${subject}${rest}`
      if (prepositionInSubject) return null
      const doSupport = word.lower.startsWith('had') ? 'did' : word.lower.startsWith('has') ? 'does' : 'do'
      return `${doSupport} ${subject} have${rest}`
    }
    const adverb = word.tags.has('Adverb') && !word.tags.has('Verb')
    if (adverb) continue
    if (!word.tags.has('Verb') || word.tags.has('Gerund')) continue
    if (prepositionInSubject) return null
    if (word.tags.has('PastTense') && !word.tags.has('Participle'))
      return `did ${subject} ${baseForm(word.lower)}${rest}`
    if (word.tags.has('PastTense')) return null
    const thirdPerson = word.tags.has('PresentTense') && !word.tags.has('Infinitive') && /s$/.test(word.lower)
    return `${thirdPerson ? 'does' : 'do'} ${subject} ${thirdPerson ? baseForm(word.lower) : word.lower}${rest}`
  }
  // "the film starts": the tagger read the verb as a plural noun after a singular one.
  const last = words.at(-1)
  const before = words.at(-2)
  if (
    last &&
    before &&
    words.length <= 4 &&
    last.tags.has('Plural') &&
    before.tags.has('Singular') &&
    /[^s]s$/.test(last.lower)
  ) {
    return `does ${clause.slice(0, last.start).trimEnd()} ${baseForm(last.lower)}`
  }
  return null
}

/** A yes/no question from the clause after "if" or "whether". */
export function yesNoQuestion(clause: string): QuestionForms {
  return { direct: invert(clause.trim()), embedded: `whether ${clause.trim()}` }
}

/** A question from a clause that starts with its wh-word ("who's driving", "what time the party starts"). */
export function whQuestion(clause: string): QuestionForms {
  const trimmed = clause.trim()
  const words = tagWords(trimmed)
  const first = words[0]
  if (!first) return { direct: null, embedded: trimmed }
  if (WH_CONTRACTED.test(first.lower)) return { direct: trimmed, embedded: trimmed }
  let end = 1
  if (first.lower === 'how' && WH_EXTENSIONS.has(words[1]?.lower ?? '')) end = 2
  if (['what', 'which', 'whose', 'how'].includes(first.lower) && end === 1 && first.lower !== 'how') {
    while (
      (WH_NOUNS.has(words[end]?.lower ?? '') ||
        (words[end]?.tags.has('Noun') &&
          !words[end]?.tags.has('Pronoun') &&
          !words[end]?.tags.has('Possessive'))) &&
      end < 4
    )
      end++
  }
  if (end === 2 && first.lower === 'how' && words[2]?.tags.has('Noun') && !words[2]?.tags.has('Pronoun'))
    end = 3
  const next = words[end]
  const phrase = trimmed.slice(0, words[end - 1]?.end ?? first.end)
  if (!next) return { direct: trimmed, embedded: trimmed }
  // "who is driving", "which day works": the wh-phrase is the subject, nothing moves.
  if (next.tags.has('Verb') && !next.tags.has('Gerund')) return { direct: trimmed, embedded: trimmed }
  const inverted = invert(trimmed.slice(next.start))
  return { direct: inverted ? `${phrase} ${inverted}` : null, embedded: trimmed }
}

/** True when a clause is already a question: it opens with an auxiliary or a wh-word and reads as one. */
export function isDirectQuestion(clause: string): boolean {
  const words = tagWords(clause.trim())
  const first = words[0]
  const second = words[1]
  if (!first || !second) return false
  if (AUXILIARIES.has(first.lower) || PERFECT.has(first.lower)) {
    return /^(?:you|i|we|they|he|she|it|someone|somebody|anyone|anybody|there|u|the|my|your|this|that|our|his|her|their)$/.test(
      second.lower,
    )
  }
  return WH.has(first.lower) && /\?\s*$/.test(clause)
}
