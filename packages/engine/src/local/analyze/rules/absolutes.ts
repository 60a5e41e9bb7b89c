import type { RedFlag } from '@tipsy/contracts'
import { scoreSentiment } from '../sentiment'
import { findMatches, flagAt, quote, type Rule, type SeverityTable, sentenceAt, severityIn } from './rule'

/** Blame inside an apology undoes the apology. */
const SEVERITY: SeverityTable = { default: 'medium', apology: 'high' }

const ABSOLUTE =
  /\b(?:you(?:['’]re| are)? (?:just |really |honestly |seriously )?(?:never|always|constantly|forever|continually)(?! (?:going to|gonna) (?:believe|guess))|every (?:single )?time you|not once have you|you (?:don['’]t|do not|didn['’]t|did not) ever)\b/gi

/** Sweeping words with no "you" of their own ("every single week", "nobody … ever", "without fail"): an accusation only in a sentence about people that is not praise. */
const SWEEPING =
  /\b(?:all (?:you|u) ever|(?:you|u) only (?:ever )?\w+ when|u (?:literally )?never|you literally never|(?:nobody|no one|not one (?:person|of you))\b[^.!?\n]{0,30}?\bever\b|without (?:fail|exception)|every (?:single )?(?:time|week|day|weekend|night|holiday|year|plan|one of my)\b|(?:a|one) (?:hundred|million|thousand) times|(?:late|early) (?:to|for) everything|literally every\b|all the time\b|zero effort|not (?:a single|one single) (?:time|thing|person)|a single time\b|the same (?:story|thing) every\b|impossible to get\b|(?:it['’]s|is it) always me\b)/gi
const ABOUT_PEOPLE = /\b(?:you|u|your|ur|nobody|no one|not one|you guys|everyone|anyone)\b/i

const CLAUSE_END = /[,;.!?\n]/
const PRAISE_READ_CHARS = 120

/**
 * "You never / always / every time you …" about the reader's behaviour. Praise is exempt:
 * "You always know how to cheer me up" is an absolute, but not an accusation.
 */
export const absolutes: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity) return []
  const { text } = context
  const flags: RedFlag[] = []
  const accusingSentences = new Map<number, boolean>()
  const isAccusing = (at: number) => {
    const sentence = sentenceAt(context, at)
    const known = accusingSentences.get(sentence.start)
    if (known !== undefined) return known
    const accusing = ABOUT_PEOPLE.test(sentence.text) && scoreSentiment(sentence.text).score <= 0
    accusingSentences.set(sentence.start, accusing)
    return accusing
  }
  const sweeping = findMatches(text, SWEEPING).filter((match) => isAccusing(match.start))
  for (const match of [...findMatches(text, ABSOLUTE), ...sweeping]) {
    const rest = text.slice(match.end)
    const clauseEnd = match.end + (rest.search(CLAUSE_END) === -1 ? rest.length : rest.search(CLAUSE_END))
    const clause = text.slice(match.start, clauseEnd)
    // Praise shows in its first words ("you always know how to cheer me up"); a clause with no
    // punctuation can run to the end of the message, and scoring all of it per match is quadratic.
    if (scoreSentiment(clause.slice(0, PRAISE_READ_CHARS)).score > 0) continue
    flags.push(
      flagAt(text, match.start, clauseEnd, {
        type: 'absolute_language',
        severity,
        description: `${quote(match.text)} in ${quote(clause)} reads as an accusation about who they are, so they will argue the exceptions instead of hearing you`,
        suggestion:
          'Describe the specific moment and how it felt: “Last night when I talked about work, I didn’t feel heard.”',
      }),
    )
  }
  return flags
}
