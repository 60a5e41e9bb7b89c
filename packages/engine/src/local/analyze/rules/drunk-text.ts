import { isElongated } from '../../text/elongation'
import { isEnglishWord } from '../english-words'
import {
  findMatches,
  flagAt,
  quote,
  type Rule,
  type RuleContext,
  type SeverityTable,
  sentenceAt,
  severityIn,
} from './rule'

const SEVERITY: SeverityTable = {
  default: 'low',
  text_friend: 'medium',
  dating_app: 'medium',
  work_email: null,
}
const LATE_NIGHT_FROM_HOUR = 0
const LATE_NIGHT_TO_HOUR = 5

/** What people send at 2 am and regret at 10 am. Letters may be held ("miss youuu", "whyyy"). */
const LATE_NIGHT_LINES =
  /\b(?:mis+ (?:you+|u+)|lo+ve (?:you+|u+)|lu+v (?:you+|u+)|come over|(?:can['’]?t|cannot) stop thinking about (?:you|u)|thinking about (?:you|u)|(?:are )?(?:you|u) (?:still )?(?:up|awake)\b(?! for| to)|we were (?:so )?good together|why+ did we (?:ever )?stop|let me in|i['’]?m outside|still love|in love with (?:you|u)|can we talk|call me)\b/gi

/** Sloppy writing: chat spellings, dropped apostrophes and g's, held letters, no capitals at all. */
const SLOPPY_SPELLING = /\b(?:im|cant|dont|wont|didnt|ur|u|n|ya|talkin|nothin|somethin|lol)\b/i

function sloppiness(context: RuleContext): number {
  const { text, tokens } = context
  let cues = 0
  if (!/\p{Lu}/u.test(text) && /\p{L}{3}/u.test(text)) cues++
  if (tokens.some((token) => isElongated(token.lower))) cues++
  if (SLOPPY_SPELLING.test(text)) cues++
  return cues
}

function isLateNight(localTime: string | undefined): boolean {
  const hour = Number.parseInt(localTime?.slice(0, 2) ?? '', 10)
  return hour >= LATE_NIGHT_FROM_HOUR && hour < LATE_NIGHT_TO_HOUR
}

/** Late-night cues (0:00–5:00 local time) plus one more sign: a second cue or sloppy writing. */
export const drunkText: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity || !isLateNight(context.localTime)) return []
  const lines = findMatches(context.text, LATE_NIGHT_LINES)
  const first = lines[0]
  if (!first || lines.length + sloppiness(context) < 2) return []
  return [
    flagAt(context.text, first.start, first.end, {
      type: 'drunk_text',
      severity,
      description: `${quote(first.text)} at ${context.localTime} has the marks of a late-night text you may see differently in the morning`,
      suggestion:
        'Save it as a draft and reread it after you have slept; if it still feels right, send it then.',
    }),
  ]
}

/** Said in the text, drink needs no clock: "im so drnk", "had too many mojitos", "the room is spinning", 🥴. */
const TEXT_SEVERITY: SeverityTable = { default: 'medium', negotiation: 'low' }

const DRINK_SAID =
  /\b(?:(?:so+|very|bit|kinda|still|pretty|proper|totally|absolutely|getting|got|get|im|i['’]m|i\s+am)\s+)(?:drunk+|drnk|wasted|waseted|hammered|hammred|faded|tipsy|plastered|smashed|sloshed|trashed|pis{3,}ed)\b|\b(?:drunk|drnk|tipsy)\b(?=[^.!?\n]{0,20}\b(?:lol|haha|hehe|rn|tho)\b)|\b(?<!\b(?:you['’]d|you|u|he|she|they|he['’]d|she['’]d|they['’]d|you\s+have|you['’]ve)\s+)(?:had|have\s+had|hav\s+had|drank|downed)\s+(?:a\s+few|a\s+fwe|too\s+many|too\s+much|2\s+many|like\s+\d+|\d+\s+(?:shots|drinks|pints|beers)|so+\s+many)\b|\b(?:too|2|so+)\s+(?:many|much)\s+(?:drinks|shots|beers|pints|wine|mojitos|margs|margaritas|tequila\w*|wines|cocktails|jagers|prosecco|vodka)\b|\b\d+\s+shots\b|\bone\s+m(?:or|ro)e\s+drink\b|\bthe\s+(?:wine|tequila|vodka|beer|rum|gin|prosecco|whiskey|whisky)\s+(?:says|is\s+talking|made\s+me)\b|\b(?:room|world|ceiling)\s+(?:is\s+)?spin+ing\b|\bcan['’]?t\s+(?:feel\s+my\s+face|walk\s+straight|type|see\s+(?:the\s+)?scre+n)\b|\bcnat\b|\bdrinkin\b|\ud83e\udd74/gi

/** "I promise I'm not drunk", "not even tipsy": the drink is denied. */
const DENIED = /\b(?:not|never|isn['’]t|wasn['’]t|n['’]t)\s+(?:even\s+|that\s+)?$/i

/** A misspelling by two swapped letters ("teh", "frmo", "lvoe", "closign"): the mark of typing drunk. */
function isSwappedLetters(word: string): boolean {
  if (word.length < 3 || isEnglishWord(word)) return false
  // "recieve", "wierd", "beleive": i and e swapped is a spelling habit, sober or not.
  const ieSwapped = word.replace(/ie|ei/g, (pair) => (pair === 'ie' ? 'ei' : 'ie'))
  if (ieSwapped !== word && isEnglishWord(ieSwapped)) return false
  for (let at = 0; at < word.length - 1; at++) {
    const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    if (swapped !== word && isEnglishWord(swapped)) return true
  }
  return false
}

/** Drunk texts are short: a long e-mail that mentions a drink is not one, and reading it for typos costs time. */
const DRUNK_TEXT_UP_TO = 400

function swappedLetterWords(context: RuleContext) {
  return context.tokens.filter(
    (token) => token.text === token.lower && /^[a-z]+$/.test(token.lower) && isSwappedLetters(token.lower),
  )
}

/** Drunk texting read from the words alone: drink said outright, or swapped-letter typos in sloppy writing. */
export const drunkFromText: Rule = (context) => {
  const severity = severityIn(TEXT_SEVERITY, context.useCase)
  if (!severity || context.text.length > DRUNK_TEXT_UP_TO) return []
  const said = findMatches(context.text, DRINK_SAID).find(
    (match) => !DENIED.test(context.text.slice(Math.max(0, match.start - 20), match.start)),
  )
  const typos = swappedLetterWords(context)
  const cue =
    said ?? (typos.length >= 2 || (typos.length === 1 && sloppiness(context) >= 2) ? typos[0] : undefined)
  if (!cue) return []
  const sentence = sentenceAt(context, cue.start)
  return [
    flagAt(context.text, sentence.start, sentence.end, {
      type: 'drunk_text',
      severity,
      description: `${quote(cue.text)} reads like a message typed after a few drinks; it may land differently tomorrow`,
      suggestion: 'Save it as a draft and reread it in the morning; if it still feels right, send it then.',
    }),
  ]
}
