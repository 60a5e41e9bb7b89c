import { ACRONYMS } from '../lexicon/acronyms'
import { IMPERATIVE_VERBS } from '../lexicon/imperative-verbs'
import { SLANG } from '../lexicon/slang'
import { wordTable } from '../lexicon/word-table'
import { unelongate } from '../text/elongation'
import { mapSentences } from '../text/map-sentences'
import { replacePhrases } from '../text/phrases'
import { mapBody } from './framing'
import { fromReplacements, type RewriteStep, unchanged } from './rewrite-step'

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

/** Chat spellings that SLANG (shared with the analysis) leaves alone, spelled out for a formal reader. */
const MORE_SHORTHAND: Record<string, string> = wordTable({
  omw: 'on my way',
  'r we': 'are we',
  'r you': 'are you',
  'r u': 'are you',
  'ill be': "I'll be",
  'ill pay': "I'll pay",
  'ill send': "I'll send",
  'quick q': 'quick question',
  'you guys': 'you',
  pics: 'pictures',
  pic: 'picture',
})

export const spellOutChatSpellings: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, MORE_SHORTHAND), MORE_SHORTHAND, {
    verb: 'Spelled out',
    singular: 'chat spelling',
    plural: 'chat spellings',
  })

const POLITE_MODALS: Record<string, string> = wordTable({
  'can you': 'could you',
  'can we': 'could we',
  'will you': 'would you',
  'can i': 'may I',
})

/** "Can you…" → "Could you…": the more courteous modal, when nothing else set the rewrite apart. */
export const politeModals: RewriteStep = (text) =>
  fromReplacements(text, replacePhrases(text, POLITE_MODALS), POLITE_MODALS, {
    verb: 'Made',
    singular: 'ask more courteous',
    plural: 'asks more courteous',
  })

/** "Want to reuse the pricing page" → "I want to reuse…": a formal sentence has its subject. */
const NO_SUBJECT =
  /(^|[.!?]\s+|\n)(want|need|hope|wanted|needed|hoping|looking forward|thinking|going) (?=to\b[^?!.\n]*\.)/giu

export const restoreSubject: RewriteStep = (text) => {
  let restored = 0
  const withSubject = text.replace(NO_SUBJECT, (_whole, before: string, verb: string) => {
    restored++
    const lower = verb.toLowerCase()
    const subject = /ing$/.test(lower) ? "I'm" : 'I'
    return `${before}${subject} ${lower} `
  })
  return restored === 0
    ? { text, change: null }
    : { text: withSubject, change: 'Gave a sentence its subject' }
}

/** "Heyyy" → "Hey", "sooo" → "so": held letters spelled the usual way. */
export const spellHeldLetters: RewriteStep = (text) => {
  let held = 0
  const spelled = text.replace(/\p{L}+/gu, (word) => {
    const [usual] = unelongate(word.toLowerCase()).slice(-1)
    if (!usual) return word
    held++
    return /^\p{Lu}/u.test(word) ? usual.charAt(0).toUpperCase() + usual.slice(1) : usual
  })
  return held === 0 ? { text, change: null } : { text: spelled, change: 'Spelled out held letters' }
}

/** "Send me the file." → "Please send me the file."; "Sorry for the delay" → "I apologize for the delay". */
export const courteousWording: RewriteStep = (text) => {
  let changed = 0
  const courteous = mapBody(text, (body) =>
    mapSentences(body, (sentence) => {
      const words = sentence.body.trim()
      const first = /^[\p{L}']+/u.exec(words)?.[0].toLowerCase() ?? ''
      const apology = /^sorry (for|about) (.+)$/i.exec(words) ?? /^sorry,\s+(.+)$/i.exec(words)
      if (apology) {
        changed++
        const body = apology.length === 3 ? `I apologize for ${apology[2]}` : `I apologize; ${apology[1]}`
        return { ...sentence, body }
      }
      const bareSorry = /^sorry (?=(?:i|we|that)\b)(.+)$/i.exec(words)
      if (bareSorry?.[1]) {
        changed++
        return { ...sentence, body: `I am sorry that ${bareSorry[1].replace(/^that\s+/i, '')}` }
      }
      const command =
        IMPERATIVE_VERBS.has(first) &&
        !['let', 'look', 'please'].includes(first) &&
        !sentence.end.includes('?') &&
        !/^[\p{L}']+,|\bor (?:i|we)\b/iu.test(words)
      if (!command) return sentence
      changed++
      return { ...sentence, body: `Please ${words.charAt(0).toLowerCase()}${words.slice(1)}` }
    }),
  )
  return changed === 0
    ? unchanged(text)
    : { text: courteous, change: 'Put requests and apologies courteously' }
}
