import nlp from 'compromise'
import { wordTable } from '../../lexicon/word-table'

interface Conjugation {
  Infinitive?: string
  PastTense?: string
  PresentTense?: string
  Gerund?: string
  Participle?: string
}

const IRREGULAR_BASE: Record<string, string> = wordTable({
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  am: 'be',
  has: 'have',
  had: 'have',
  does: 'do',
  did: 'do',
  goes: 'go',
  went: 'go',
  got: 'get',
  says: 'say',
  said: 'say',
})

const conjugations = new Map<string, Conjugation | null>()

function conjugate(verb: string): Conjugation | null {
  const lower = verb.toLowerCase()
  if (!conjugations.has(lower)) {
    const forms = nlp(lower).verbs().conjugate() as Conjugation[]
    conjugations.set(lower, forms[0] ?? null)
  }
  return conjugations.get(lower) ?? null
}

/** "owes" → "owe", "got" → "get", "has" → "have"; words compromise cannot read come back as they are. */
export function baseForm(verb: string): string {
  const lower = verb.toLowerCase()
  return IRREGULAR_BASE[lower] ?? conjugate(lower)?.Infinitive ?? lower
}

/** "pick" → "picking", "lie" → "lying", "stop" → "stopping". */
export function gerundOf(verb: string): string {
  const base = baseForm(verb)
  const known = conjugate(base)?.Gerund
  if (known) return known
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`
  if (/[^aeiou]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`
  // One syllable ending consonant-vowel-consonant doubles: "swap" → "swapping".
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)) return `${base}${base.at(-1)}ing`
  return `${base}ing`
}

/** "covering my shift" → "cover my shift": the first word back to its base form. */
export function verbPhraseToBase(phrase: string): string {
  return phrase.replace(/^\s*(\p{L}+)/u, (verb) => baseForm(verb))
}

/** "bring the charger" → "bringing the charger": the first word of a verb phrase as a gerund. */
export function verbPhraseToGerund(phrase: string): string {
  // "please empty the dishwasher" → "emptying the dishwasher": the courtesy is the frame's to say.
  return phrase.replace(/^\s*(?:please\s+)?(\p{L}+)/iu, (_, verb: string) => gerundOf(verb))
}

/** Past tense of a base verb ("get" → "got"), for "Did you…" questions read back. */
export function pastOf(verb: string): string {
  return conjugate(baseForm(verb))?.PastTense ?? `${baseForm(verb)}ed`
}
