import { contract, expandContractions as expand } from '../text/contractions'
import type { SkipMatch } from '../text/phrases'
import { type RewriteStep, unchanged } from './rewrite-step'

function described(verb: string, matched: readonly string[]): string {
  const noun = matched.length === 1 ? 'contraction' : 'contractions'
  return `${verb} ${matched.length} ${noun} (e.g. '${matched[0]}')`
}

// "Let us be real" is not more formal, only stranger; "you'd left" / "I'd need" could be "had" or
// "would", so "'d" is spelled out only before "like", "love", "prefer", "appreciate".
const keepAsWritten: SkipMatch = (match, _before, after) =>
  /^let['’]s$/i.test(match) ||
  (/['’]d$/i.test(match) && !/^\s+(?:like|love|prefer|appreciate|rather)\b/i.test(after))
// Spelled out, "I am sorry I was late" wants its "that".
const SORRY_CLAUSE = /\b(am|are|is) (so |very |truly |really )?sorry (?=(?:i|we|you|he|she|they|it)\b)/gi

export const expandContractions: RewriteStep = (text) => {
  const edit = expand(text, keepAsWritten)
  if (edit.matched.length === 0) return unchanged(text)
  return {
    text: edit.text.replace(SORRY_CLAUSE, '$1 $2sorry that '),
    change: described('Expanded', edit.matched),
  }
}

export const useContractions: RewriteStep = (text) => {
  const edit = contract(text)
  return edit.matched.length === 0
    ? unchanged(text)
    : { text: edit.text, change: described('Used', edit.matched) }
}
