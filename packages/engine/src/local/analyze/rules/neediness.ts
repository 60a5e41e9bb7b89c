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
  /\b(?:why (?:aren['’]t|are not|won['’]t|haven['’]t|have not|don['’]t|didn['’]t) you (?:\w+ )?(?:answering|replying|responding|texting|picking up|answer|reply|respond|replied|answered|texted|called|responded|written|text me back|call me back)|(?:why are |are )you ignoring (?:me|my (?:texts|calls|messages))|did you (?:get|see|read) my (?:last )?(?:message|messages|text|texts|email|emails|voicemail|dm)|answer me|answer (?:your|the) phone|pick up (?:your|the) phone|please (?:just )?(?:answer|reply|respond|text me back|call me back)(?!\s+(?:so|by|to|with|if|when|before|after|on|in|at|about|for|and let|all|here)\b)|text me back|(?:i['’]ve|i have) (?:called|texted|messaged) you \w+ times|earth to \w+)\b|\b(?:are )?you there\?+|\bhel+o+\?+|\bhey+\?{2,}|\?{3,}/gi

/**
 * Asking for reassurance again and again: "are you mad at me", "are we ok??", "did I do something
 * wrong?", "tell me we're ok", "I can't stop checking my phone".
 */
const REASSURANCE =
  /\b(?:are (?:you|u) (?:mad|angry|upset|annoyed|cross) (?:at|with) me|are (?:you|u) (?:busy or|avoiding me)|are we (?:ok|okay|good|fine|fighting|still (?:ok|okay|good|friends))\b|did i (?:do|say|mess|post) (?:something|anything|too much|it)\b[^.!?\n]*|was i too much\b|(?:is|was) it something i (?:said|did|posted)\b|tell me we['’]re (?:ok|okay|good|fine)\b|(?:just )?need to know (?:we['’]re|you['’]re|you are) (?:ok|okay|good|fine|not)\b[^.!?\n]*|so i know (?:we['’]re|you['’]re) (?:ok|okay|good|fine|alive|not)\b[^.!?\n]*|(?:can['’]t|cannot) stop checking my phone|keep refreshing\b[^.!?\n]*|(?:i['’]ve|i have) (?:written|texted|messaged|called|rung) you (?:\w+ times|twice|again)\b[^.!?\n]*|i called (?:twice|three times|again)\b|write back\s*\?|answer (?:pls|please)(?: answer (?:pls|please))+|i['’]ll wait up\b[^.!?\n]*|do you (?:still )?(?:want to be friends|actually like me|even like me|still like me)\b|should i be worried\b[^.!?\n]*|(?:starting|beginning) to panic\b|not trying to be clingy|(?:pinky )?promise you['’]ll (?:text|call|reply)\b|please say i didn['’]t\b|let me know (?:you['’]re|you are) not (?:angry|mad|upset)\b|don['’]t want to lose (?:this|you)\b|just tell me if you['’]re (?:bored|over|done)\b[^.!?\n]*|(?:\(\s*)?\d+(?:st|nd|rd|th) time\b|even just a (?:dot|heart|thumbs up)\b[^.!?\n]*|send me a heart\b[^.!?\n]*|i can tone it down\b|is later (?:now|ever)\b|just checking you got (?:this|my)\b|you only sent a thumbs up\b)/gi

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
  for (const match of [
    ...findMatches(text, CHASING),
    ...findMatches(text, REASSURANCE),
    ...repeatedQuestions(context),
  ]) {
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
