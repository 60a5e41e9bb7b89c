import { calmCapitals, isShouting } from '../../../src/local/text/casing'
import { type RewriteStep, unchanged } from './rewrite-step'

function calm(text: string, words: boolean) {
  const calmed = calmCapitals(text, { words })
  if (calmed.words === 0) return unchanged(text)
  const change = isShouting(text)
    ? 'Changed ALL CAPS to sentence case'
    : `Lowered ${calmed.words} shouted ${calmed.words === 1 ? 'word' : 'words'}`
  return { text: calmed.text, change }
}

export const calmShouting: RewriteStep = (text) => calm(text, true)

const REPEATED_PUNCTUATION = /[!?]{2,}|\.{4,}|!\.+|\?\.+/g

/** "!!!" → "!", "?!?" → "?", "....." → "...". */
export const calmPunctuation: RewriteStep = (text) => {
  let places = 0
  const calmed = text.replace(REPEATED_PUNCTUATION, (run) => {
    places++
    if (run.includes('?')) return '?'
    return run.startsWith('!') ? '!' : '...'
  })
  if (places === 0) return unchanged(text)
  return {
    text: calmed,
    change: `Toned down repeated punctuation in ${places} ${places === 1 ? 'place' : 'places'}`,
  }
}

/** Friendly rewrites keep a shouted word for emphasis ("SO good") but not a sentence in capitals. */
export const calmShoutedSentences: RewriteStep = (text) => calm(text, false)

/** Professional register: full stops instead of exclamation marks. */
export const settleExclamations: RewriteStep = (text) => {
  const count = text.match(/!/g)?.length ?? 0
  if (count === 0) return unchanged(text)
  const noun = count === 1 ? 'exclamation mark' : 'exclamation marks'
  return { text: text.replaceAll('!', '.'), change: `Replaced ${count} ${noun} with full stops` }
}
