import { ACRONYMS } from '../lexicon/acronyms'
import { SLANG } from '../lexicon/slang'
import { replacePhrases } from '../text/phrases'
import { fromReplacements, type RewriteStep } from './rewrite-step'

/** "u" → "you", "gonna" → "going to": chat shorthand spelled out for a formal reader ("FYI" and "OK" stay). */
export const spellOutSlang: RewriteStep = (text) =>
  fromReplacements(
    text,
    replacePhrases(text, SLANG, (match) => ACRONYMS.has(match)),
    SLANG,
    {
      verb: 'Spelled out',
      singular: 'shorthand word',
      plural: 'shorthand words',
    },
  )
