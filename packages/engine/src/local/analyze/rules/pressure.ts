import type { RedFlag } from '@tipsy/contracts'
import { IMPERATIVE_VERBS } from '../../lexicon/imperative-verbs'
import {
  findMatches,
  flagAt,
  type Match,
  quote,
  type Rule,
  type RuleContext,
  type SeverityTable,
  sentenceAt,
  severityIn,
} from './rule'

/** At work "ASAP" is common but still hides the real deadline; among people it reads as pushy. */
const SEVERITY: SeverityTable = { default: 'medium', work_email: 'low', negotiation: 'low' }

const ALWAYS =
  /\b(?:asap|a\.s\.a\.p\.?|you owe me|no (?:more )?excuses|don['’]t keep me waiting|hurry up|i need an answer|i need to know (?:now|today|tonight)|i can['’]t wait any longer|now or never|i['’]m not asking (?:again|twice)|i won['’]t ask again)(?![a-z])/gi

/**
 * Pushing for a yes: "yes or no?", "stop overthinking and say yes", "why is this taking so long?",
 * "in or out", "just sign so we can all move on", "let's not drag this out".
 */
const PUSHING =
  /\b(?:yes or (?:yes|no)\s*\?|(?:a )?yes or (?:a )?no (?:from you )?(?:today|tonight|now|by)\b|(?:just |come on,? |now )?say yes(?! to the)\b|stop (?:(?:thinking|worrying) (?:about it )?so much|overthinking|dithering|stalling|hesitating|playing hard to get|being (?:a wet blanket|so hesitant|difficult))\b|you['’]re overthinking|why (?:are you being so|is this taking)\b[^.!?\n]*|taking (?:forever|so long)\b|in or out\b|(?:are you|r u|u|you) (?:coming|in) or not\b|(?:you['’]d|you had) better decide\b[^.!?\n]*|decide (?:fast|already|quickly)\b|let['’]s not drag this out|(?:won['’]t|will not|can['’]t) wait forever|you can['’]t leave me hanging|(?:maybe|['‘]maybe['’]) isn['’]t an answer|no ['‘]?maybe['’]? allowed|might as well (?:name|sign|say|agree|accept)\b[^.!?\n]*|just (?:sign|approve|accept|shake on it|book|pick|commit)\b[^.!?\n]*|(?:i need|i['’]ll need) (?:a yes|an answer|a decision|to know (?:like )?now)\b[^.!?\n]*|(?:are we|is it) \w+ or not\s*\?|either you \w+ (?:me|it) or you don['’]t|surely you can\b[^.!?\n]*|i can['’]t keep waiting\b|by eod i mean\b[^.!?\n]*|(\b\w+ \w+)(?: \1){2,}|decision time\b|the last holdout\b)/gi

/** "You have to / need to / must …", except a recommendation ("you have to try the tacos"). */
const OBLIGATION =
  /\byou (?:have to|need to|must|better|['’]d better|had better|gotta)\b(?!\s+(?:try|see|check|watch|hear|listen|read|taste|visit|eat|order|meet|come see)\b)(?:\s+[a-z'’]+){1,3}/gi

/**
 * Urgency words count only in a demand: a command or a "you" request ("Call me right now"), not
 * "I'm at the gym right now". A bare "now" counts only straight after a one-word command ("Decide now").
 */
const URGENT = /\b(?:right now|immediately|right away|this instant|now)\b/gi

function isDemand(context: RuleContext, match: Match): boolean {
  const sentence = sentenceAt(context, match.start)
  const lead = sentence.text.slice(0, match.start - sentence.start).toLowerCase()
  const firstWord = lead.match(/^[\p{L}']+/u)?.[0] ?? ''
  if (match.text.toLowerCase() === 'now') return IMPERATIVE_VERBS.has(lead.trim())
  return (
    IMPERATIVE_VERBS.has(firstWord) ||
    /\b(?:can|could|will|would) you\b|\byou (?:need|have) to\b|\bi need you\b/.test(lead)
  )
}

export const pressure: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity) return []
  const { text } = context
  const matches = [
    ...findMatches(text, ALWAYS),
    ...findMatches(text, PUSHING),
    ...findMatches(text, OBLIGATION),
    ...findMatches(text, URGENT).filter((match) => isDemand(context, match)),
  ]
  return matches.map(
    (match): RedFlag =>
      flagAt(text, match.start, match.end, {
        type: 'pressure',
        severity,
        description: `${quote(match.text)} puts pressure on the reader; people push back when they feel rushed or obliged`,
        suggestion: /asap/i.test(match.text)
          ? 'Name the real deadline and why: “Could you send it by 3 pm? The client call is at 4.”'
          : 'Make it a request with a reason and a little room: “Could you let me know by tonight? I need to book the tickets.”',
      }),
  )
}
