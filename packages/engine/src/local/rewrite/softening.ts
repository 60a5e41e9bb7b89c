import { IMPERATIVE_VERBS } from '../lexicon/imperative-verbs'
import { lowerFirst, mapSentences } from '../text/map-sentences'
import { tidy } from '../text/tidy'
import { sentencesIn } from './repair/stretches'
import { type RewriteStep, unchanged } from './rewrite-step'

const DEMAND = /^(?:you (?:need to|have to|must|'ve got to|’ve got to|have got to)\s+)(.+)$/i
const PLEASE_FIRST = /^please\s+(.+)$/i

function firstWord(sentence: string): string {
  return /^[\p{L}']+/u.exec(sentence)?.[0].toLowerCase() ?? ''
}

/** "Send me the file." → "Could you please send me the file?"; "You need to call" likewise. */
export const softenDemands: RewriteStep = (text) => {
  let softened = 0
  const rewritten = mapSentences(text, (sentence) => {
    const body = sentence.body.trim()
    // "Finish it by Friday or I'm withholding payment" is a threat, not a request to soften.
    if (sentence.end.includes('?') || body.split(/\s+/).length > 25 || /\bor (?:i|we)\b/i.test(body))
      return sentence
    const demand = DEMAND.exec(body)?.[1] ?? PLEASE_FIRST.exec(body)?.[1]
    const request = demand ?? (IMPERATIVE_VERBS.has(firstWord(body)) ? body : null)
    // "Let me…" and "Look, I'm not paying…" are not requests.
    if (
      request === null ||
      !IMPERATIVE_VERBS.has(firstWord(request)) ||
      /^(?:let|look)$/.test(firstWord(request))
    )
      return sentence
    softened++
    return { lead: sentence.lead, body: `Could you please ${lowerFirst(request)}`, end: '?' }
  })
  if (softened === 0) return unchanged(text)
  const noun = softened === 1 ? 'demand' : 'demands'
  return {
    text: rewritten,
    change: `Softened ${softened} ${noun} into ${softened === 1 ? 'a request' : 'requests'}`,
  }
}

/** "You often / rarely …" (after the flag repair) or an accusation, said as how it feels. */
const ACCUSATION = /(^|[.!?]\s+|,\s+|\bbut\s+)(you(?:['’]re| are)? (?:often|rarely|keep)\b)/gi

/** "You rarely listen" → "It feels like you rarely listen": a feeling, not a verdict. */
export const feelingNotVerdict: RewriteStep = (text, reading) => {
  if (!reading.flags.some((flag) => flag.type === 'absolute_language')) return unchanged(text)
  const found: string[] = []
  const softened = text.replace(ACCUSATION, (_whole, before: string, accusation: string) => {
    found.push(accusation)
    const opensSentence = before === '' || /[.!?]\s+$/.test(before)
    return `${before}${opensSentence ? 'It' : 'it'} feels like ${accusation.charAt(0).toLowerCase()}${accusation.slice(1)}`
  })
  if (found.length === 0) return unchanged(text)
  return { text: softened, change: `Said ${found.map((words) => `'${words}'`).join(', ')} as a feeling` }
}

/**
 * "Sorry you got upset" and "I'm sorry if you felt like…" apologise for the reader's feelings;
 * the empathetic rewrite owns what the writer did instead.
 */
const NON_APOLOGIES: [RegExp, string][] = [
  [
    /\b(?:i['’]m |i am )?sorry (?:if |that )?you (?:got|were|are|feel|felt) (?:so )?(?:upset|hurt|offended|annoyed|angry)\b/gi,
    "I'm sorry I upset you",
  ],
  [
    /\b(?:i['’]m |i am )?sorry (?:if |that )?you (?:think|thought|feel|felt)(?: like| that)? i was (rude|mean|harsh|short|cold|unfair|out of line)\b/gi,
    "I'm sorry I came across as $1",
  ],
  [/\b(i['’]m |i am )?sorry if you (felt|feel|thought|think)\b/gi, "I'm sorry you $2"],
]

export const ownTheApology: RewriteStep = (text) => {
  let owned = text
  const found: string[] = []
  for (const [pattern, replacement] of NON_APOLOGIES) {
    owned = owned.replace(pattern, (...match: string[]) => {
      found.push(match[0] ?? '')
      return replacement.replace(/\$(\d)/g, (_, group: string) => (match[Number(group)] ?? '').toLowerCase())
    })
  }
  if (found.length === 0) return unchanged(text)
  return { text: owned, change: `Owned the apology instead of '${found[0]}'` }
}

/**
 * Blame that cancels an apology: ", but honestly you started it", "tbh that's on you", "Maybe
 * if you weren't…". In a message that apologises, the empathetic rewrite leaves it out.
 */
const BLAME_CLAUSE =
  /(?<![.!?])(?:,\s*|\s+)but\s+(?:honestly\s+|tbh\s+|to be fair\s+|let['’]s be real,?\s+)?(?:you\b|that['’]s (?:not what happened|on you)|it was your)[^.!?\n]*/gi
const BLAME_SENTENCE =
  /^(?:but |and |so )?(?:honestly,? |tbh,? |to be fair,? |let['’]s be real,? |in fairness,? |look,? )*(?:you(?:['’]re| are| were) the one|that['’]s on you|maybe if you|if you (?:hadn['’]t|had(?:n['’]t)? (?:actually )?|['’]d (?:actually )?)|you(?:\s+(?:were|are)|['’]re) (?:being|way too|too|so)|you need to own|you started it|it['’]s your fault)/i
const APOLOGISES = /\b(?:sorry|apologi[sz]e|apologies)\b/i
const READER_AT_FAULT =
  /\byou(?:['’]re| are| were| started| always| never| know it| need to| should have)\b|\byour (?:fault|mistake)\b/i
const APOLOGY_THEN_BUT = /(\b(?:sorry|apologi[sz]e)\b[^.!?\n]*?)((?:,\s*|\s+)but\s+[^.!?\n]*)/gi

export const dropBlame: RewriteStep = (text) => {
  if (!APOLOGISES.test(text)) return unchanged(text)
  const dropped: string[] = []
  let kinder = text.replace(BLAME_CLAUSE, (clause) => {
    dropped.push(clause.replace(/^,?\s+/, ''))
    return ''
  })
  // "I'm sorry …, but honestly I barely said anything, you're blowing this…": after the apology,
  // a "but" that turns to the reader's fault goes to the end of the sentence.
  kinder = kinder.replace(APOLOGY_THEN_BUT, (whole, apology: string, blame: string) => {
    if (/sorry (?:to|for) (?:bother|ask)/i.test(apology) || !READER_AT_FAULT.test(blame)) return whole
    dropped.push(blame.replace(/^,?\s+/, ''))
    return apology
  })
  for (const sentence of sentencesIn(kinder).reverse()) {
    const words = kinder.slice(sentence.start, sentence.end)
    if (BLAME_SENTENCE.test(words) && !APOLOGISES.test(words)) {
      dropped.push(words)
      kinder = kinder.slice(0, sentence.start) + kinder.slice(sentence.end)
    }
  }
  if (dropped.length === 0) return unchanged(text)
  return {
    text: tidy(kinder),
    change: `Left out the blame: ${dropped.map((words) => `'${words.trim()}'`).join(', ')}`,
  }
}
