import type { RedFlag } from '@tipsy/contracts'
import { IMPERATIVE_VERBS } from '../../lexicon/imperative-verbs'
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

/** A threat is personal among friends and partners; in a negotiation a firm deadline is part of the game. */
const SEVERITY: SeverityTable = {
  default: 'medium',
  text_friend: 'high',
  dating_app: 'high',
  apology: 'high',
  negotiation: 'low',
}

/** "If you don't / if this isn't …, I'll / we will …" where what follows is a consequence, not a kindness ("I'll send the recording"). */
const CONDITIONAL_THREAT =
  /\bif (?:you (?:don['’]?t|do not|won['’]?t|will not|can['’]?t|cannot|refuse to|keep|ever|(?:[\w'’]+ ){1,4}?(?:one more time|again))|(?:this|it|the|your)(?: \w+)? (?:isn['’]?t|is not|doesn['’]?t|does not|won['’]?t|is still not))\b(?!\s+mind\b)[^.!?\n]{0,80}?,?\s+(?:then\s+)?(?:i['’]ll|i will|i['’]?m going to|i am going to|i['’]?m|we['’]ll|we will|we['’]re|don['’]?t bother|you can forget|you['’]ll regret|it['’]s over)\b[^.!?\n]*/gi
const CONSEQUENCE =
  /\b(?:done|over|leave|leaving|walk|walking|report|legal|lawyers?|court|police|collections?|refer|cancel|end|block|never|tell|break|finished|through|bother|regret|forget|someone else|elsewhere|quit)\b/i

/** "… or else", "… or we're done", "… or don't bother", "… or I'm giving the tickets to someone else". */
const OR_ELSE =
  /\bor (?:else\b|don['’]?t bother\b|(?:we['’]re|we are|i['’]?m|i am) (?:done|through|finished|out)\b|it['’]s over\b|(?:i['’]ll|i will|i['’]?m going to|i['’]?m|we['’]ll|we will)\s+(?:\w+\s+){0,2}?(?:leave|leaving|report|reporting|tell|telling|cancel|cancelling|block|blocking|change|changing|give|giving|sell|selling|keep|keeping|call|calling|walk|walking|take|taking|find|finding|end|ending|sue|suing|escalate|escalating|kick|kicking)\b)[^.!?\n]*/gi

const FIXED =
  /\b(?:(?:this is )?your (?:last|final) chance|this is the (?:last|final) chance|(?:last|final) warning|take it or leave it|(?:this is )?(?:our|my) final offer|you['’]ll regret (?:this|it)|don['’]?t make me|it['’]s (?:him|her|them|me) or (?:me|him|her|them|us))\b/gi

const DEADLINE = String.raw`(?:by|before|until|till|til|within|in the next)\s+[a-z\d:' ]{1,25}?|tonight|today|tomorrow|right now|this (?:week|weekend|morning|afternoon|evening)`
/**
 * A demand with a deadline and a consequence: "Car keys on the table by tonight, or I report it
 * stolen", "sign by Friday or we walk", "Get your stuff out by noon or it goes in the skip".
 */
const DEADLINE_OR_CONSEQUENCE = new RegExp(
  String.raw`\b(?:${DEADLINE}),?\s+or\s+(?:else\b|(?:i|we|you|it|your|consider|forget|don['’]?t(?!\s+(?:worry|stress|mind|panic|rush))|quit)\b)[^.!?\n]*`,
  'gi',
)

/** "Stop seeing that therapist or I'm filing for divorce", "quit the band or quit me", "Show up or consider this friendship over". */
const OR_CONSEQUENCE_CLAUSE =
  /\bor (?:(?:i['’]?m|i am|we['’]re|we are) (?:\w+ing|gone|out|off)\b|(?:i|we) (?:\w+ )?(?:walk|move|leave|go|report|call|tell|cancel|pull|take|end|block|sue|sell|find)\b|consider (?:this|it|us|our|the|me)\b[^.!?\n]{0,30}\b(?:over|done|finished|cancelled|off)|quit me|lose me|don['’]?t (?:expect|come|bother|show|call|text|count)|you['’]?re (?:out|off|fired|done|finished|not)\b|you can (?:forget|kiss|find)|(?:your|the) (?:stuff|things|bags|clothes|car|keys|deposit|job|place) (?:goes|go|get|gets|will|is|are)\b)[^.!?\n]*/gi

/**
 * A consequence stated after the demand: "Otherwise you're off the project", "If not, we will never
 * place another order". "Otherwise, we will have to cancel the order" is the fair form a rewrite
 * leaves, and stays.
 */
const OTHERWISE =
  /\b(?:otherwise|if not|failing that|or else),?\s+(?!no worries|no problem|that['’]s (?:fine|ok)|let me know|just|feel free|we can|i can|happy|(?:i|we)(?: will|['’]ll) (?:have|need) to)(?:i|we|you|your|it|this|consider)\b[^.!?\n]*/gi

const STANDOFFS =
  /\b(?:(?:s?he|they|it|that|the \w+) goes or i do\b|if (?:it|this|that)['’]?s? (?:late|wrong|missing|not done)\s+again,?\s+you['’]?re (?:off|out|fired|done)\b[^.!?\n]*|(?:it['’]s )?(?:him|her|them|it|that|this|the \w+) or me|(?:you['’]ve got|you have|you['’]ve) (?:until|till|til) [^.!?\n]{1,40}|(?:silence|no answer|no reply|no response) (?:means|=)[^.!?\n]*|(?:and|then) i walk\b|anyone who (?:doesn['’]?t|does not|can['’]?t|won['’]?t|isn['’]?t)\b[^.!?\n]{0,60}\b(?:will be|should|can|is)\b[^.!?\n]*|(?:one more (?:time|excuse|word|chance)|(?:do|say|try) that again)\b,? and (?:you|i|we|it['’]s|that['’]s)\b[^.!?\n]*|if (?:s?he|they|\w+)['’]?s? (?:here|there|coming|invited|going)\b[^.!?\n]{0,40}?,?\s+(?:then\s+)?(?:i['’]?m|i am) (?:not|out|gone|leaving)\b|if (?:you|u) (?!(?:\w+ ){0,6}?(?:finish|finished|send|sent|sign|signed|pay|paid|submit|submitted|approve|approved|ready|happy|ok|okay|agree|confirm|check|review|need|want|like)\b)(?:[\w'’]+,? ){1,6}?(?:then )?(?:we['’]re|we are|it['’]s|this is) (?:done|over|through|finished)(?=\s*(?:[.!]|$)|,? (?:for good|forever|i mean it|seriously)\b))/gi

/** An "… or …" threat needs someone to aim at: a "you" in the sentence or a command opening it. */
function isAimedAtReader(context: RuleContext, at: number): boolean {
  const sentence = sentenceAt(context, at)
  const firstWord = sentence.text.match(/^[a-z']+/i)?.[0].toLowerCase() ?? ''
  // Text-speak aims too: "venmo me by sunday or im telling ur mom".
  return /\byou|\b(?:u|ur|ya)\b|^\w+ me\b/i.test(sentence.text) || IMPERATIVE_VERBS.has(firstWord)
}

export const ultimatums: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity) return []
  const { text } = context
  const wording = (phrase: string) => ({
    type: 'ultimatum' as const,
    severity,
    description: `${quote(phrase)} is an ultimatum: it turns a request into a threat and invites a fight or a walk-out`,
    suggestion:
      context.useCase === 'negotiation'
        ? 'Keep the deadline but frame it as a fact with a reason: “We need a signature by the 30th to hold this price.”'
        : 'Say what you need and why it matters: “It really hurt when …, and I need us to talk about it this week.”',
  })
  const flags: RedFlag[] = []
  for (const match of findMatches(text, CONDITIONAL_THREAT)) {
    if (CONSEQUENCE.test(match.text)) flags.push(flagAt(text, match.start, match.end, wording(match.text)))
  }
  for (const match of findMatches(text, OR_ELSE)) {
    if (isAimedAtReader(context, match.start))
      flags.push(flagAt(text, match.start, match.end, wording(match.text)))
  }
  for (const pattern of [FIXED, STANDOFFS])
    for (const match of findMatches(text, pattern))
      flags.push(flagAt(text, match.start, match.end, wording(match.text)))
  // "…free if anyone wants it, otherwise it's going to the tip": a thing's fate threatens no one.
  for (const match of findMatches(text, OTHERWISE)) {
    const aboutAThing = /^\S+,?\s+(?:it|this)\b/i.test(match.text)
    const saidToTheReader = /\b(?:you|u|your|ur)\b/i.test(text.slice(0, match.start))
    if (!aboutAThing || saidToTheReader || isAimedAtReader(context, match.start))
      flags.push(flagAt(text, match.start, match.end, wording(match.text)))
  }
  // The deadline is part of the request and stays out of the flag: only "or …" is the threat.
  for (const match of findMatches(text, DEADLINE_OR_CONSEQUENCE)) {
    const or = /\bor\s/i.exec(match.text)
    const start = match.start + (or?.index ?? 0)
    flags.push(flagAt(text, start, match.end, wording(text.slice(start, match.end))))
  }
  for (const match of findMatches(text, OR_CONSEQUENCE_CLAUSE)) {
    if (isAimedAtReader(context, match.start) || /^or\b/i.test(sentenceAt(context, match.start).text))
      flags.push(flagAt(text, match.start, match.end, wording(match.text)))
  }
  return flags
}
