import { isElongated } from '../../text/elongation'
import {
  findMatches,
  flagAt,
  quote,
  type Rule,
  type RuleContext,
  type SeverityTable,
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
