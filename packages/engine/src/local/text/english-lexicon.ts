import nlp from 'compromise'

let lexicon: Record<string, unknown> | null = null

/** Whether compromise's lexicon (about 25,000 English words, lower-case) knows the word; unknown words are often names. */
export function inEnglishLexicon(lowerWord: string): boolean {
  lexicon ??= (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon
  return lexicon[lowerWord] !== undefined
}
