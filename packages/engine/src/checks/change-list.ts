import { HEDGES } from '../local/lexicon/hedges'
import { escapePhrase } from '../local/text/phrases'
import { findEmoji } from '../local/text/tokens'

const MAX_CHANGES = 5

export interface ChangeFacts {
  /** Spelling mistakes fixed before the rewrite was written (fixSpelling), with the words they were. */
  spellingFixed?: readonly string[]
  /** Flagged words of the original, with what the flag is called ("guilt trip"). */
  flags?: readonly { text: string; label: string }[]
}

/**
 * What a rewrite did, read off the two texts rather than taken on the writer's word: every line is
 * checked against the original and the rewrite, so the list never claims a change that is not there.
 */
export function describeChanges(original: string, rewrite: string, facts: ChangeFacts = {}): string[] {
  const changes: string[] = []
  const before = lower(original)
  const after = lower(rewrite)

  // Case counts here: "saturday" fixed to "Saturday" is a fix.
  const stillMisspelt = (facts.spellingFixed ?? []).filter((word) => has(rewrite, word))
  const fixed = (facts.spellingFixed ?? []).length - stillMisspelt.length
  if (fixed > 0) changes.push(`Fixed ${fixed === 1 ? 'a spelling mistake' : `${fixed} spelling mistakes`}`)

  for (const flag of facts.flags ?? []) {
    if (flag.text && !after.includes(lower(flag.text)))
      changes.push(`Dropped the ${flag.label} (“${flag.text}”)`)
  }

  const hedges = HEDGES.filter((hedge) => has(before, hedge) && !has(after, hedge))
  // "i was wondering if" also contains "i was"…: name the longest hedge of each overlap only.
  const named = hedges.filter((hedge) => !hedges.some((other) => other !== hedge && other.includes(hedge)))
  if (named.length > 0)
    changes.push(`Removed the hedge${named.length > 1 ? 's' : ''} ${quoted(named.slice(0, 3))}`)

  const emojiBefore = findEmoji(original).length
  const emojiAfter = findEmoji(rewrite).length
  if (emojiBefore > 0 && emojiAfter === 0) changes.push('Removed the emoji')
  else if (emojiAfter > emojiBefore) changes.push('Added an emoji')

  if (/\b[A-Z]{4,}\b/.test(original) && !/\b[A-Z]{4,}\b/.test(rewrite)) changes.push('Took out the capitals')
  if (/[!?]{2,}/.test(original) && !/[!?]{2,}/.test(rewrite)) changes.push('Calmed the punctuation')
  if (!GREETING.test(original.trim()) && GREETING.test(rewrite.trim())) changes.push('Added a greeting')

  const shorter = 1 - [...rewrite].length / [...original].length
  if (shorter >= 0.1) changes.push(`Cut it by ${Math.round(shorter * 100)}%`)
  else if (shorter <= -0.2) changes.push(`Expanded it by ${Math.round(-shorter * 100)}%`)

  const reworded = rewordedSentences(original, rewrite)
  if (changes.length === 0 || reworded.total > 0) {
    if (reworded.changed > 0)
      changes.push(
        reworded.changed === reworded.total
          ? 'Reworded every sentence'
          : `Reworded ${reworded.changed} of ${reworded.total} sentences`,
      )
  }
  return changes.slice(0, MAX_CHANGES)
}

const GREETING = /^(?:hi|hey|hello|dear|good (?:morning|afternoon|evening))\b/i

const lower = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'")
const has = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}'])${escapePhrase(phrase)}(?![\\p{L}])`, 'u').test(text)
const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ')

/** How many of the rewrite's sentences are not, word for word, sentences of the original. */
function rewordedSentences(original: string, rewrite: string) {
  const words = (sentence: string) =>
    lower(sentence)
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()
  const sentences = (text: string) =>
    text
      .split(/(?<=[.!?])\s+|\n+/)
      .map(words)
      .filter(Boolean)
  const kept = new Set(sentences(original))
  const written = sentences(rewrite)
  return { changed: written.filter((sentence) => !kept.has(sentence)).length, total: written.length }
}
