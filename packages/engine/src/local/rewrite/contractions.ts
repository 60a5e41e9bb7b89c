import { contract, expandContractions as expand } from '../text/contractions'
import { type RewriteStep, unchanged } from './rewrite-step'

function described(verb: string, matched: readonly string[]): string {
  const noun = matched.length === 1 ? 'contraction' : 'contractions'
  return `${verb} ${matched.length} ${noun} (e.g. '${matched[0]}')`
}

// "Let us be real" is not more formal, only stranger.
const keepLets = (match: string) => /^let['’]s$/i.test(match)
// Spelled out, "I am sorry I was late" wants its "that".
const SORRY_CLAUSE = /\b(am|are|is) (so |very |truly |really )?sorry (?=(?:i|we|you|he|she|they|it)\b)/gi

export const expandContractions: RewriteStep = (text) => {
  const edit = expand(text, keepLets)
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
