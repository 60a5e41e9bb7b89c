import { wordTable } from '../lexicon/word-table'
import { execAll } from '../text/exec-all'
import { replacePhrases } from '../text/phrases'
import { tidy } from '../text/tidy'
import { mapBody } from './framing'
import { polishText } from './polish'
import type { RewriteStep } from './rewrite-step'
import { collapseRepeatedWords } from './tightening'

/** Dropped apostrophes, where the word without one is not a word of its own ("ill", "well", "its" are). */
const APOSTROPHES: Record<string, string> = wordTable({
  im: "I'm",
  ive: "I've",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  youre: "you're",
  youve: "you've",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  theres: "there's",
})

const SPEECH_FILLER = /(^|[\s,])(?:um+|uh+|erm|er)(?=[\s,.!?]|$),?/gi
/** "10 min" → "10 minutes"; a name like "Min-jun" is left alone. */
const MINUTES = /\b(\d+)\s?mins?\b(?![-’'])/gi
/** "12th-14th", "7am-3pm", "3-5": a range of numbers takes an en dash. */
const RANGE = /\b(\d{1,2}(?:st|nd|rd|th|am|pm|:\d\d)?)-(\d{1,2}(?:st|nd|rd|th|am|pm|:\d\d)?)\b(?!-)/gi
/** A sentence opened by a discourse marker takes a comma after it ("Honestly, I…"). */
const MARKER_OPENER =
  /(^|[.!?]\s+|\n)(honestly|anyway|anyways|seriously|frankly|luckily|unfortunately|apparently|obviously|personally|also|besides|otherwise|plus)\s+(?=\p{L})/giu
/** Compounds written with a hyphen ("double-check", "follow-up" as a noun is left alone). */
const HYPHENATED = /\b(double) (check|checked|checking|booked|booking)\b/gi
/** "ill pay in pizza" is "I'll pay"; "ill" alone may mean unwell. */
const ILL =
  /\bill (be|pay|send|get|do|make|call|bring|take|have|see|come|go|let|text|check|grab|buy|try|need|drop)\b/gi
/** A sentence of more than this many words is split at its ", but" or ", and". */
const LONGEST_SENTENCE = 38
const CALENDAR_BEFORE_DAY =
  /\b(march|may|june|july|august)(?=\s+\d{1,2}(?:st|nd|rd|th)?\b)|(?<=\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)(march|may|june|july|august)\b/g

/** "…, and this is probably a silly question, but I wanted to…" (40 words) → two sentences. */
function splitLongSentences(body: string): string {
  return body.replace(/[^.!?\n]+[.!?]?/g, (sentence) => {
    if (sentence.split(/\s+/).length <= LONGEST_SENTENCE) return sentence
    const joint = /,\s+(?:but|and|so)\s+(?=\p{L})/giu
    const joints = execAll(sentence, joint)
    const middle = joints.sort(
      (a, b) => Math.abs(a.index - sentence.length / 2) - Math.abs(b.index - sentence.length / 2),
    )[0]
    if (!middle) return sentence
    const rest = sentence.slice(middle.index + middle[0].length)
    return `${sentence.slice(0, middle.index)}. ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`
  })
}

function finishBody(body: string): string {
  const spelled = replacePhrases(body, APOSTROPHES, (match) => match === match.toUpperCase()).text
  const finished = tidy(
    splitLongSentences(spelled)
      .replace(SPEECH_FILLER, '$1')
      .replace(MINUTES, '$1 minutes')
      .replace(RANGE, '$1–$2')
      .replace(MARKER_OPENER, '$1$2, ')
      .replace(HYPHENATED, '$1-$2')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      .replace(ILL, "I'll $1")
      // "Happy bday! 🎉 drinks on me" — the emoji closed a sentence; the next one starts with a capital.
      .replace(
        /([.!?]\s*\p{Extended_Pictographic}\uFE0F?\s+)(\p{Ll})/gu,
        (_whole, before: string, letter: string) => before + letter.toUpperCase(),
      )
      .replace(CALENDAR_BEFORE_DAY, (month) => month.charAt(0).toUpperCase() + month.slice(1)),
  )
  // After an inline greeting the body reads on ("Hey, so…"): polish decides its first capital.
  const first = body.trimStart().charAt(0)
  return first !== '' && first === first.toLowerCase()
    ? finished.charAt(0).toLowerCase() + finished.slice(1)
    : finished
}

/** The first step of every style: "thats" → "that's", so later steps see the words they know. */
export const spellCommonSlips: RewriteStep = (text) => {
  const spelled = replacePhrases(text, APOSTROPHES, (match) => match === match.toUpperCase()).text
  return spelled === text ? { text, change: null } : { text: spelled, change: 'Put back missing apostrophes' }
}

/**
 * The last step of every style: spelling a careful writer would fix (dropped apostrophes,
 * "um", "so so", "10 min"), number ranges with an en dash, then capitals and end punctuation
 * (polish). Nothing here changes what the message says.
 */
export function finishText(text: string): string {
  return polishText(mapBody(collapseRepeatedWords(text), finishBody))
}

export const finish: RewriteStep = (text) => {
  const polished = finishText(text)
  return polished === text
    ? { text, change: null }
    : { text: polished, change: 'Fixed spelling, capitals and punctuation' }
}
