import { ACRONYMS } from '../../../src/local/lexicon/acronyms'
import { SLANG } from '../../../src/local/lexicon/slang'
import { replacePhrases } from '../../../src/local/text/phrases'
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
