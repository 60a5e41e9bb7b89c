import { HEDGES } from '../lexicon/hedges'
import { contract } from '../text/contractions'
import { mapSentences } from '../text/map-sentences'
import { removePhrases, replacePhrases } from '../text/phrases'
import { pick } from '../text/random'
import { tidy } from '../text/tidy'
import { applyWithChance } from './chance'

/**
 * Text-level touches of the content voices, each applied with a chance that grows with its
 * slider, so the voice shows more the higher it is set, not just when it wins the draw.
 */

const CASUAL_SWAPS: Record<string, string> = {
  'want to': 'wanna',
  'have got to': 'gotta',
  'kind of': 'kinda',
  hello: 'hey',
  yes: 'yeah',
  'see you': 'see ya',
}

export function casualize(text: string, strength: number, random: () => number): string {
  const contracted = contract(text, applyWithChance(strength, random)).text
  return replacePhrases(contracted, CASUAL_SWAPS, applyWithChance(0.7 * strength, random)).text
}

/** Ends the message with a marker ("haha", "😉"), with the given chance; never the same emoji twice in a row. */
function tagEnd(text: string, tags: readonly string[], chance: number, random: () => number): string {
  if (random() >= chance) return text
  const fresh = tags.filter((tag) => !text.endsWith(tag))
  return `${text} ${pick(random, fresh)}`
}

export const addLaughter = (text: string, strength: number, random: () => number) =>
  tagEnd(text, ['haha', '😂', 'lol', '🤣'], 0.6 * strength, random)

export const addWink = (text: string, strength: number, random: () => number) =>
  tagEnd(text, ['😉', '😘', '😏'], 0.6 * strength, random)

/** Confidence and boldness drop hedges ("I think", "maybe"), each with the slider's chance. */
export function dropHedges(text: string, strength: number, random: () => number): string {
  const edit = removePhrases(text, HEDGES, applyWithChance(strength, random))
  return edit.matched.length > 0 ? tidy(edit.text) : text
}

const INVITING_QUESTION =
  /^(?:would you like to|do you want to|wanna|want to|shall we|should we|can we|could we)\s+(.+)$/i

/** Boldness turns invitations into proposals: "Would you like to get coffee?" → "Let's get coffee." */
export function dareQuestions(text: string, strength: number, random: () => number): string {
  return mapSentences(text, (sentence) => {
    const rest = INVITING_QUESTION.exec(sentence.body.trim())?.[1]
    if (!rest || !sentence.end.startsWith('?') || random() >= strength) return sentence
    return { lead: sentence.lead, body: `Let's ${rest.replace(/\s+with me\b/i, '')}`, end: '.' }
  })
}
