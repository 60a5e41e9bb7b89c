import { actRule, type Match, type Rule, type RuleContext, sentenceAt } from './rule'

/**
 * Late-night texts read from the text itself, with no clock: the hour is in the words ("it's
 * 3am", "2:15am and…", "I know it's the middle of the night", "r u awake", "still up?") and so is
 * what makes it a text to regret in the morning — longing, a confession, an invitation, going
 * over the relationship ("can't stop thinking about you", "do you ever regret leaving?", "come
 * over?"). A late hour with news or logistics ("2am and still at the airport, will text when I
 * land") is left alone.
 */

const HOUR = String.raw`(?:[1-4](?:[:.][0-5]\d)?\s?(?:am|a\.m\.)|(?:one|two|three|four)\s+(?:am|in\s+the\s+morning)|[1-4]\s+in\s+the\s+morning|the\s+middle\s+of\s+the\s+night|midnight)`
/**
 * The hour as now, not as a story ("it's 3am", "3.30am thoughts", "lying here at 1:40am"; not "at
 * the vet at midnight"), or a question that only makes sense at night ("r u awake", "still up?").
 */
const LATE_HOUR = new RegExp(
  [
    String.raw`\b(?:it['’]?s|its|almost|nearly|past|like|gone|since|after)\s+${HOUR}\b`,
    String.raw`\b(?:here|awake|up|still|lying|sitting|in\s+bed)\s+at\s+(?!midnight)${HOUR}\b`,
    String.raw`(?:^|(?<=[.!?\n]\s{0,3}))${HOUR}\b`,
    String.raw`\b${HOUR}\s+(?:and|&|thoughts|confession|here)\b`,
    String.raw`\b(?:it['’]?s|its)\s+(?:so\s+|really\s+|super\s+)?late\b`,
    String.raw`\bso\s+late\b(?=[.!,]|\s+(?:but|and|i))`,
    String.raw`\b(?:(?:are\s+|r\s+)?(?:you|u)\s+(?:still\s+)?(?:up|awake|asleep)|still\s+(?:up|awake))\b(?!\s+(?:yet|for|to|early|at\s+\d))\??`,
    String.raw`\b(?:can['’]?t|cannot|couldn['’]?t)\s+sleep\b`,
    String.raw`\b(?:wide\s+awake|lonely\s+night|lying\s+(?:here|in\s+bed))\b`,
  ].join('|'),
  'gi',
)

/** What the late hour is for: longing, a confession, an invitation, the relationship gone over again. */
const LONGING =
  /\b(?:(?:can['’]?t|cant)\s+stop\s+thinking|thinking\s+(?:about|of|abt)\s+(?:you|u|us|that|what|how)|think(?:ing)?\s+about\s+us|miss(?:ing)?\s+(?:you|u)|love\s+of\s+my\s+life|(?:love|need|want)\s+(?:you|u)\b|i\s+need\s+(?:to\s+(?:hear|talk|see)|u|you)|hear\s+your\s+voice|regret|more\s+than\s+friends|(?:really\s+)?like\s+(?:you|u)\b|come\s+over|you\s+free|(?:craving|want)\s+company|keep\s+me\s+warm|bed['’]?s\s+too\s+big|my\s+place|can\s+i\s+call|call\s+me|confession|kiss|heartbroken|replaying|going\s+over|spiralling|spiraling|rereading|old\s+messages|deleted\s+your\s+number|we['’]re\s+ok|are\s+we\s+ok|finish\s+what\s+we\s+started|made\s+a\s+mistake|breaking\s+up|broke\s+up|stop\s+talking\s+to\s+me|need\s+to\s+talk|can['’]?t\s+wait\s+till\s+morning|i['’]m\s+not\s+ok(?:ay)?|how\s+i\s+treated\s+you|knowing\s+you['’]re\s+(?:angry|mad|upset)|you\s+should\s+fix\s+that|how\s+you\s+looked\s+at\s+me|wish(?:ing)?\s+(?:you|u)\s+(?:were|was)|i\s+can\s+think\s+(?:about|of)\s+is\s+(?:you|u)|lonely|lonley|next\s+to\s+me|what\s+(?:u|you)\s+said)\b/i

/** Late-night texts are short: in a long message an hour is part of a story ("she called me at 1am"). */
const LATE_NIGHT_TEXT_UP_TO = 400

/** The late hour must sit with longing in the same message, and the flag covers both. */
function isOnlyLogistics(match: Match, context: RuleContext): boolean {
  if (context.text.length > LATE_NIGHT_TEXT_UP_TO) return true
  return !LONGING.test(`${context.text.slice(0, match.start)} ${context.text.slice(match.end)}`)
}

const lateNightRule = actRule({
  type: 'late_night',
  severity: { default: 'medium', work_email: 'medium' },
  patterns: [LATE_HOUR],
  harm: 'is a late-night message about feelings; what reads as honest at 2 am often reads as too much in the morning, to both of you',
  suggestion:
    'Save it as a draft and reread it after you have slept; if you still want to say it, send it at a decent hour: “Can we talk tomorrow? I’ve been thinking about us.”',
  isLookAlike: isOnlyLogistics,
})

/** One flag, from the hour to the end of the sentence that says why it was sent (or from that sentence, when it comes first). */
export const lateNight: Rule = (context) =>
  lateNightRule(context)
    .slice(0, 1)
    .map((flag) => {
      const hour = flag.span ?? { start: 0, end: 0 }
      const after = LONGING.exec(context.text.slice(hour.end))
      const at = after ? hour.end + after.index : (LONGING.exec(context.text)?.index ?? hour.start)
      const sentence = sentenceAt(context, at)
      const start = Math.min(hour.start, sentence.start)
      const end = Math.max(hour.end, sentence.end)
      return { ...flag, text: context.text.slice(start, end), span: { start, end } }
    })
