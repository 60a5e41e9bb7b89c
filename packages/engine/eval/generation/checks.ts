import { escapePhrase } from '../../src/local/text/phrases'
import { containsWord } from './act-cues'

/** One request of the evaluation set (eval/data/generation-requests.json), written blind. */
export interface GenerationItem {
  id: string
  request: string
  context?: string
  platform?: string
  act: string
  recipient: { name: string | null; relation: string | null; group?: boolean }
  others: string[]
  must: string[][]
  author: string
  split: 'dev' | 'heldout'
}

/** Every must group has one of its alternatives in the message. */
export function hasAllMust(message: string, must: readonly (readonly string[])[]): boolean {
  return must.every((group) => group.some((word) => containsWord(message, word)))
}

const SECOND_PERSON =
  /(?<![\p{L}'])(?:you|your|yours|yourself|yourselves|you're|you've|you'll|you'd|y'all|u|ur)(?![\p{L}])/iu
const THIRD_PERSON =
  /(?<![\p{L}'])(?:he|she|him|her|his|hers|himself|herself|he's|she's|he'll|she'll|he'd|she'd)(?![\p{L}'])/iu
const GREETING_WORD =
  /^(?:hi|hey|hello|dear|heya|hiya|yo|morning|good morning|happy [\p{L}' ]+|congrat\w*|thanks|thank you|sorry|well done|good luck|get well soon|all the best)$/iu

/**
 * The reader is named only to address them ("Hi Mia,", "Mia, …", "…, Mia!") and never spoken of
 * in the third person: not by name elsewhere, not as "my landlord", and not as he/she when the
 * request names nobody else. (A message that never mentions the reader — "Heads up: I'm running
 * 20 minutes late." — passes; `addressesReader` tells how many also say "you" or their name.)
 */
export function speaksToReader(message: string, item: GenerationItem): boolean {
  const { name, relation } = item.recipient
  const sentences = message.split(/(?<=[.!?\n])\s*/)
  const parts = (name ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !/^(?:mr|mrs|ms|dr|prof)\.?$/i.test(word))
  // The full name first ("Haruto Sato"), then any part of it used alone ("Sato").
  const namePattern =
    parts.length > 0
      ? new RegExp(
          `(?<![\\p{L}])(?:${[parts.map(escapePhrase).join('\\s+'), ...parts.map(escapePhrase)].join('|')})(?:'s)?(?![\\p{L}])`,
          'giu',
        )
      : null
  const titles = new RegExp(
    `(?:^|\\s)(?:mr|mrs|ms|miss|dr|prof|professor|coach|auntie|aunt|uncle|grandma|grandpa|nan${relation ? `|${escapePhrase(relation)}` : ''})\\.?$`,
    'i',
  )
  for (const pattern of namePattern ? [namePattern] : []) {
    for (const sentence of sentences) {
      for (const match of sentence.matchAll(pattern)) {
        const before = sentence.slice(0, match.index).trim()
        const after = sentence.slice(match.index + match[0].length).trim()
        const lead = before.replace(titles, '').trim()
        const closesSentence = after === '' || /^[,!?.:—-]/.test(after)
        // "Mia, …", "Hi Mia", "Happy birthday, Mia!", "…, Mia." address her; "dinner with Mia." speaks of her.
        const vocative =
          (lead === '' && closesSentence) ||
          GREETING_WORD.test(lead.replace(/[,!.]+$/, '')) ||
          (/,\s*$/.test(lead) && closesSentence)
        if (!vocative || match[0].toLowerCase().endsWith("'s")) return false
      }
    }
  }
  // "date" and "match" are also events ("our second date"), so only people-words are checked.
  if (relation && !item.recipient.group && !/^(?:date|match|crush)$/i.test(relation)) {
    const spokenOf = new RegExp(`\\b(?:my|our) (?:\\w+ )?${escapePhrase(relation.toLowerCase())}\\b`, 'i')
    if (spokenOf.test(message)) return false
  }
  // he/she cannot mean a group; for one reader with nobody else in the request, it can only mean them.
  const nobodyElse = item.others.length === 0 && !mentionsUnnamedPerson(item.request, relation)
  return !(nobodyElse && !item.recipient.group && THIRD_PERSON.test(message))
}

/** People a request may speak of without a name ("pick up mom, dad's out of town"): he/she may be them. */
const UNNAMED_PERSON =
  /\b(?:my|our|his|her|the|their) (?:mom|mum|mother|dad|father|brother|sister|son|daughter|husband|wife|boyfriend|girlfriend|partner|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|niece|nephew|boss|manager|friend|kid|baby|doctor|teacher|landlord|neighbou?r|roommate|coworker|colleague)\b|\b(?:mom|mum|dad)\b/gi

function mentionsUnnamedPerson(request: string, relation: string | null): boolean {
  const reader = relation?.toLowerCase()
  return [...request.matchAll(UNNAMED_PERSON)].some(
    (match) => reader === undefined || !match[0].toLowerCase().endsWith(reader),
  )
}

/** The message says "you" (or "your", "y'all"…) or greets the reader. */
export function addressesReader(message: string): boolean {
  return SECOND_PERSON.test(message) || /^(?:hi|hey|hello|dear|heya|hiya)\b/i.test(message.trim())
}

const SIGN_OFF =
  /^(?:best(?: regards| wishes)?|kind regards|regards|warm(?:est)? regards|many thanks|thanks|thank you|cheers|talk soon|take care|love|xo+|sincerely|warmly|speak soon|see you|bye)[,!.]*$/i
const GREETING = /^(?:hi|hey|hello|dear|heya|hiya|good (?:morning|afternoon|evening))\b[^.!?\n]{0,40}[,!.]?$/i

/** The sentences of a message, normalised (letters and digits only), without its greeting and sign-off. */
export function sentencesForRepetition(message: string): string[] {
  const lines = message
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
  const sentences = lines.flatMap((line) =>
    line.split(/(?<=[.!?])\s+|(?<=^(?:hi|hey|hello|dear)\b[^,!]{0,30}[,!])\s+/i),
  )
  const kept = sentences.filter((sentence, index) => {
    if (index === 0 && GREETING.test(sentence)) return false
    if (index === sentences.length - 1 && SIGN_OFF.test(sentence)) return false
    return true
  })
  return [
    ...new Set(
      kept
        .map((sentence) =>
          sentence
            .toLowerCase()
            .replace(/[^\p{L}\p{N}\s]/gu, '')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .filter(Boolean),
    ),
  ]
}

/** The sentence found in the most messages and in how many. */
export function mostRepeatedSentence(messages: readonly string[]): { sentence: string; count: number } {
  const counts = new Map<string, number>()
  for (const message of messages) {
    for (const sentence of sentencesForRepetition(message))
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1)
  }
  let best = { sentence: '', count: 0 }
  for (const [sentence, count] of counts) if (count > best.count) best = { sentence, count }
  return best
}
