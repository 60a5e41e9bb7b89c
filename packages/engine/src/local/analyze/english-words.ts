import { SLANG } from '../lexicon/slang'
import { STOPWORDS } from '../text/content-words'
import { inEnglishLexicon } from '../text/english-lexicon'
import { wordValence } from './sentiment-lexicon'

/** A lower-case English word we know: a function word, a sentiment word, chat shorthand or in compromise's lexicon. */
export function isEnglishWord(lower: string): boolean {
  return (
    STOPWORDS.has(lower) ||
    wordValence(lower) !== undefined ||
    SLANG[lower] !== undefined ||
    inEnglishLexicon(lower)
  )
}
