import { contract, expandContractions as expand } from '../../../src/local/text/contractions'
import { type RewriteStep, unchanged } from './rewrite-step'

function described(verb: string, matched: readonly string[]): string {
  const noun = matched.length === 1 ? 'contraction' : 'contractions'
  return `${verb} ${matched.length} ${noun} (e.g. '${matched[0]}')`
}

export const expandContractions: RewriteStep = (text) => {
  const edit = expand(text)
  return edit.matched.length === 0
    ? unchanged(text)
    : { text: edit.text, change: described('Expanded', edit.matched) }
}

export const useContractions: RewriteStep = (text) => {
  const edit = contract(text)
  return edit.matched.length === 0
    ? unchanged(text)
    : { text: edit.text, change: described('Used', edit.matched) }
}
