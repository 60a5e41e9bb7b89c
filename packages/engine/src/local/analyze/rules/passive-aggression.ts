import type { RedFlag } from '@tipsy/contracts'
import { phrasePattern } from '../../text/phrases'
import { findMatches, flagAt, quote, type Rule, type RuleContext, type Severity } from './rule'

interface PhraseGroup {
  phrases: readonly string[]
  severity: Severity
  description: string
  suggestion: string
}

const GROUPS: PhraseGroup[] = [
  {
    phrases: [
      'per my last email',
      'as per my last email',
      'per my previous email',
      'as per my previous email',
      'as i already said',
      'as i already mentioned',
      'as i said before',
      "as i've said before",
      'as i have said before',
      'like i said before',
      'as previously stated',
      'as previously mentioned',
      'as stated previously',
      'as i have already explained',
      'as mentioned in my previous email',
      'as mentioned in my last email',
      'as mentioned previously',
      'as i mentioned before',
    ],
    severity: 'medium',
    description: 'reminds the reader they should have listened the first time; it reads as irritation',
    suggestion: 'Restate the point plainly instead: “To recap: …” or “Quick summary of where we are: …”.',
  },
  {
    phrases: [
      'no offense but',
      'no offense, but',
      'no offence but',
      'no offence, but',
      'not to be rude but',
      'not to be rude, but',
      'with all due respect',
    ],
    severity: 'medium',
    description: 'announces that what follows will sting, so it lands harder, not softer',
    suggestion:
      'Drop the disclaimer and say the concern kindly and specifically: “I think the sauce needs more salt.”',
  },
  {
    phrases: [
      'i guess it is fine if',
      "i guess it's fine if",
      "i guess that's fine",
      "it's fine, i'll",
      'ok fine',
      'okay fine',
      'fine, whatever',
      'must be nice to',
      'thanks for nothing',
      'thanks for finally',
      'nice of you to finally',
      'nice of u to finally',
      'glad you finally',
      "i'm not mad",
      "i'm not angry",
      'do whatever you want',
      'do what you want',
      "i'll do it myself",
      "i'll just do it myself",
      'not that it matters',
      "if that's what you want",
    ],
    severity: 'medium',
    description: 'says one thing and means another; the reader hears the resentment underneath',
    suggestion:
      'Name what bothers you directly: “I was looking forward to this and I’m disappointed it fell through.”',
  },
  {
    phrases: ['just a friendly reminder', 'friendly reminder', 'gentle reminder'],
    severity: 'low',
    description: 'a “friendly reminder” usually reads as a pointed one',
    suggestion: 'Ask for what you need with a date: “Could you send the numbers by Thursday?”',
  },
]

const GROUP_PATTERNS = GROUPS.map((group) => ({ group, pattern: phrasePattern(group.phrases) }))

/** A whole sentence that is only "Fine." / "Whatever." / "k." (optionally "ok fine", "fine then"). */
const CURT_SENTENCE = /^(?:(?:ok(?:ay)?|well|sure)[, ]+)?(?:fine|whatever|k)(?: then)?[.!]*$/i
/** "whatever" closing a clause ("ok whatever.", "whatever, do what you want"), not "whatever you pick". */
const DISMISSIVE_WHATEVER = /(?<![\p{L}])(?<!or )whatever(?=\s*(?:[.!,;]|$))/giu
/**
 * Sarcasm and exasperation: "go ahead and cancel again", "it's not like I had plans", "as I've said
 * three times", "not sure how many more times I need to ask", "this is the fourth time I've asked".
 */
const SARCASM =
  /\bgo ahead and \w+ (?:again|anyway)\b|\b(?:it['’]s )?not like i(?: had|['’]ve| have| was)\b|\bas i(?:['’]ve| have)? (?:already )?(?:said|mentioned|explained|told you)(?: (?:multiple|many|several|two|three|a few) times| twice| repeatedly)\b|\b(?:as )?per my (?:last|previous|earlier|past) (?:\w+ )?(?:e-?mails?|messages?|texts?|notes?)\b|\bthis is the (?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) time (?:i(?:['’]ve| have) (?:asked|told you|said|reminded|chased|explained)|i['’]m (?:asking|telling you|chasing))\b[^.!?\n]*|\bhow many (?:more )?times (?:(?:do|will|must|should|did|have) i |i(?:['’]ve| have)? )(?:(?:have|need|got) to |gotta )?(?:ask|asked|tell|told|say|said|remind|reminded|explain|explained|repeat|chase|chased|beg)\b[^.!?\n]*/gi

/**
 * A wish that is a complaint: "it would be nice to hear from you more than once a month", "would
 * it kill you to call", "could you be on time for once".
 */
const POINTED_WISH =
  /\b(?:it(?:['’]d| would) be (?:really |so |very )?nice (?:if (?:you|u)\b(?! (?:could|can|would|wanted|want|like|['’]d))|to (?:hear|get)\b[^.!?\n]{0,30}\bfrom (?:you|u)\b)[^.!?\n]*|would it kill (?:you|u) to\b[^.!?\n]*|(?:you|u)\b[^.!?\n]{0,60}\bfor once\b(?! again))/gi

function curtReplies(context: RuleContext): RedFlag[] {
  return context.sentences
    .filter((sentence) => CURT_SENTENCE.test(sentence.text))
    .map((sentence) =>
      flagAt(context.text, sentence.start, sentence.end, {
        type: 'passive_aggressive',
        severity: 'medium',
        description: `${quote(sentence.text)} on its own reads as cold and annoyed, whatever you meant`,
        suggestion:
          'Say how you actually feel or what you need: “Honestly I’m a bit hurt, can we talk later?”',
      }),
    )
}

export const passiveAggression: Rule = (context) => {
  const { text } = context
  const flags = curtReplies(context)
  for (const { group, pattern } of GROUP_PATTERNS) {
    for (const match of findMatches(text, pattern)) {
      flags.push(
        flagAt(text, match.start, match.end, {
          type: 'passive_aggressive',
          severity: group.severity,
          description: `${quote(match.text)} ${group.description}`,
          suggestion: group.suggestion,
        }),
      )
    }
  }
  for (const match of [
    ...findMatches(text, DISMISSIVE_WHATEVER),
    ...findMatches(text, SARCASM),
    ...findMatches(text, POINTED_WISH),
  ]) {
    flags.push(
      flagAt(text, match.start, match.end, {
        type: 'passive_aggressive',
        severity: 'medium',
        description: `${quote(match.text)} sounds dismissive, as if you have given up on the conversation`,
        suggestion:
          'Replace it with what you want: “I’d rather we decide together” or “I’m upset that plans changed again.”',
      }),
    )
  }
  return flags
}
