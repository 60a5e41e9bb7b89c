import { REQUEST_SOFTENERS, UNDERCUTTING_APOLOGIES } from '../lexicon/apologies'
import { FILLERS } from '../lexicon/fillers'
import { HEDGES } from '../lexicon/hedges'
import { INTENSIFIERS } from '../lexicon/intensifiers'
import { PROFANITY_SOFTENED } from '../lexicon/profanity'
import { CHAT_NOISE, SLANG } from '../lexicon/slang'
import { PLEASANTRIES, WORDY_PHRASES } from '../lexicon/wordy-phrases'
import { contentRetention } from '../text/content-words'
import { removePhrases, replacePhrases } from '../text/phrases'

// What rewrites are asked to remove (hedges, filler, undercutting apologies, pleasantries,
// chat noise, swearing, emphasis) carries no content of the message.
const NOT_CONTENT: readonly string[] = [
  ...HEDGES,
  ...FILLERS,
  ...UNDERCUTTING_APOLOGIES,
  ...PLEASANTRIES,
  ...CHAT_NOISE,
  ...Object.keys(PROFANITY_SOFTENED),
  ...Object.keys(INTENSIFIERS),
]

// Empathetic rewrites reframe absolutes as feelings; read them back as the words they replace.
const REFRAMED_ABSOLUTES: Record<string, string> = {
  'it feels like you rarely': 'you never',
  'it feels like you often': 'you always',
  "it feels like you're rarely": "you're never",
  "it feels like you're often": "you're always",
  'it feels like you are rarely': 'you are never',
  'it feels like you are often': 'you are always',
}

/** Spells shorthand and wordy phrases one way, so "tmrw" and "tomorrow" count as the same word. */
function normalise(text: string): string {
  const spelled = [SLANG, WORDY_PHRASES, REQUEST_SOFTENERS, REFRAMED_ABSOLUTES].reduce(
    (current, replacements) => replacePhrases(current, replacements).text,
    text,
  )
  return removePhrases(spelled, NOT_CONTENT).text.replace(/\bthanks\b/gi, 'thank')
}

/**
 * Share of the original's content words that a rewrite kept (contentRetention), after
 * spelling both the same way and setting aside the words rewrites are meant to drop.
 */
export function retainedContent(original: string, rewritten: string): number {
  return contentRetention(normalise(original), normalise(rewritten))
}
