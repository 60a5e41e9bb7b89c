import { escapeRegExp } from '../text/escape-regexp'
import { execAll } from '../text/exec-all'

/**
 * Days and times as people text them ("saturday", "tmrw night", "fri at 7", "around 8pm"), so a
 * reply can name the day it answers for without inventing one.
 */
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?<!the\s)(?:mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)(?![\p{L}']))`
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`
/** "9 June", "9th of June", "June 9th": a calendar date, with or without its ordinal. */
const DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH}(?![\p{L}])|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?![\p{L}\d]))`
const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|ish)?`
const PART_OF_DAY = String.raw`(?:\s+(?:night|morning|afternoon|evening|lunch(?:time)?|arvo))?`
const DAY_PHRASE = String.raw`(?:(?:this|next|on|this coming)\s+)?(?:${DAY}(?:\s+\d{1,2}(?:st|nd|rd|th)(?![\p{L}\d]))?${PART_OF_DAY}|tonight|today|tomorrow${PART_OF_DAY}|this (?:weekend|week|evening|afternoon|morning)|next (?:week(?:end)?|month)|the weekend|${DATE}|the \d{1,2}(?:st|nd|rd|th)(?:\s+of\s+\p{L}+)?(?!\s+(?!of\b|in\b|at\b|on\b|for\b|and\b|or\b)\p{L})|(?:later|later today|later tonight)(?![\p{L}]))`
const AT_CLOCK = String.raw`(?:(?:at|around|from|by|before|after)\s+)${CLOCK}|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)`

const WHEN = new RegExp(
  String.raw`(?<![\p{L}])(?:${DAY_PHRASE}(?:\s+(?:${AT_CLOCK}))?|(?:${AT_CLOCK}))(?![\p{L}\d-])`,
  'iu',
)

/** The first day or time named in the text, as written. */
export function findWhen(text: string): string | undefined {
  return tidyWhen(WHEN.exec(text)?.[0])
}

/** "This Saturday" inside a sentence is "this Saturday"; a leading "on" is the sentence's to say. */
function tidyWhen(when: string | undefined): string | undefined {
  return when
    ?.trim()
    .replace(/^on\s+/i, '')
    .replace(/^(This|Next|Later|Tonight|Today|Tomorrow)\b/, (word) => word.toLowerCase())
}

/** The first day or time that is not a deadline ("need numbers by wednesday" sets no date for the plan). */
export function findPlanWhen(text: string): string | undefined {
  const pattern = new RegExp(WHEN.source, 'giu')
  for (const match of execAll(text, pattern)) {
    const before = text.slice(0, match.index).trimEnd().split(/\s+/).at(-1)?.toLowerCase()
    if (before !== 'by' && before !== 'before' && before !== 'until') return tidyWhen(match[0])
  }
  return undefined
}

/** The text with a day or time phrase taken out and the gap closed. */
export function withoutWhen(text: string, when: string | undefined): string {
  if (!when) return text
  const escaped = escapeRegExp(when)
  return text
    .replace(new RegExp(`(?:\\bon\\s+)?${escaped}`, 'i'), ' ')
    .replace(/\s+([,?!.])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** "saturday" → "on saturday" (for "drinks on saturday"); "tonight", "at 7" and "this weekend" stay. */
export function onWhen(when: string): string {
  if (new RegExp(`^(?:${DAY}|the \\d|${DATE})`, 'iu').test(when)) return `on ${when}`
  return /^\d/.test(when) ? `at ${when}` : when
}

/** The clock time in a "when", if it names one ("fri at 7" → "7"). */
export function namesClock(when: string | undefined): boolean {
  return when !== undefined && /\d/.test(when)
}
