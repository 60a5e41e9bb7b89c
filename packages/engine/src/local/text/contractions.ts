import { CONTRACTIONS, EXPANSIONS } from '../lexicon/contractions'
import { type PhraseEdit, replacePhrases, type SkipMatch } from './phrases'

// "it's been" is "it has been" and "I'd better" is "I had better", not "is" and "would".
const WRONG_AUXILIARY: [RegExp, string][] = [
  [/\b(it|he|she|that|there|what|who|where|how|here) is (been|got|gotten|had)\b/gi, '$1 has $2'],
  [/\b(i|you|we|they|he|she|it) would (been|better)\b/gi, '$1 had $2'],
]

/** "don't" → "do not", "I'm" → "I am"; `skip` can leave some as they are. */
export function expandContractions(text: string, skip?: SkipMatch): PhraseEdit {
  const edit = replacePhrases(text, CONTRACTIONS, skip)
  let expanded = edit.text
  for (const [pattern, replacement] of WRONG_AUXILIARY) expanded = expanded.replace(pattern, replacement)
  return { text: expanded, matched: edit.matched }
}

const PARTICIPLE_AFTER_HAVE =
  /^\s+(?:been|got|gotten|done|seen|had|made|heard|told|sent|tried|finished|gone|never|already|just|always|missed|found|written|started|decided|\p{L}+ed)\b/iu

/**
 * "it is" cannot contract at the end of a clause ("that's what it is", not "what it's"), and
 * "I have" contracts only as an auxiliary ("I've been", not "I've a car").
 */
const cannotContract: SkipMatch = (match, _before, after) => {
  const auxiliary = match.toLowerCase().split(/\s+/).at(-1) ?? ''
  if (auxiliary === 'not') return false
  if (auxiliary === 'have') return !PARTICIPLE_AFTER_HAVE.test(after)
  return !/^\s+[\p{L}\p{N}]/u.test(after)
}

/** "do not" → "don't", "I am" → "I'm" where English allows it; `skip` can leave more as they are. */
export function contract(text: string, skip?: SkipMatch): PhraseEdit {
  return replacePhrases(
    text,
    EXPANSIONS,
    (match, before, after) => cannotContract(match, before, after) || (skip?.(match, before, after) ?? false),
  )
}
