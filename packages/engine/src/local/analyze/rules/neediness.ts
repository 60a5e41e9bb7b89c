import type { RedFlag } from '@tipsy/contracts'
import {
  findMatches,
  flagAt,
  quote,
  type Rule,
  type RuleContext,
  type SeverityTable,
  severityIn,
} from './rule'

const SEVERITY: SeverityTable = { default: 'medium', dating_app: 'high' }

/** Chasing a reply: "why aren't you answering", "did you get my message", "hello??", "???". */
const CHASING =
  /\b(?:why (?:aren['’]t|are not|won['’]t|haven['’]t|have not|don['’]t|didn['’]t) you (?:\w+ )?(?:answering|replying|responding|texting|picking up|answer|reply|respond|replied|answered|texted|called|responded|written|text me back|call me back)|(?:why are |are )you ignoring (?:me|my (?:texts|calls|messages))|did you (?:get|see|read) my (?:last )?(?:message|messages|text|texts|email|emails|voicemail|dm)|answer me|answer (?:your|the) phone|pick up (?:your|the) phone|please (?:just )?(?:answer|reply|respond|text me back|call me back)|text me back|(?:i['’]ve|i have) (?:called|texted|messaged) you \w+ times|earth to \w+)\b|\b(?:are )?you there\?+|\bhel+o+\?+|\bhey+\?{2,}|\?{3,}/gi

function normalisedQuestion(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The same question sent twice in one go is a double text. */
function repeatedQuestions(context: RuleContext): { start: number; end: number; text: string }[] {
  const seen = new Set<string>()
  const repeats: { start: number; end: number; text: string }[] = []
  for (const sentence of context.sentences) {
    if (!sentence.text.endsWith('?')) continue
    const key = normalisedQuestion(sentence.text)
    if (seen.has(key)) repeats.push(sentence)
    seen.add(key)
  }
  return repeats
}

export const neediness: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity) return []
  const { text } = context
  const flags: RedFlag[] = []
  for (const match of [...findMatches(text, CHASING), ...repeatedQuestions(context)]) {
    flags.push(
      flagAt(text, match.start, match.end, {
        type: 'neediness',
        severity,
        description: `${quote(match.text)} chases a reply; it reads as anxious or demanding and makes a quick answer less likely`,
        suggestion:
          'Send one clear message and give them time: “No rush, let me know about tonight when you can.”',
      }),
    )
  }
  return flags
}
