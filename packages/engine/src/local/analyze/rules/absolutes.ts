import type { RedFlag } from '@tipsy/contracts'
import { scoreSentiment } from '../sentiment'
import { findMatches, flagAt, quote, type Rule, type SeverityTable, severityIn } from './rule'

/** Blame inside an apology undoes the apology. */
const SEVERITY: SeverityTable = { default: 'medium', apology: 'high' }

const ABSOLUTE =
  /\b(?:you(?:['’]re| are)? (?:never|always|constantly|forever|continually)|every (?:single )?time you|not once have you|you (?:don['’]t|do not|didn['’]t|did not) ever)\b/gi

const CLAUSE_END = /[,;.!?\n]/

/**
 * "You never / always / every time you …" about the reader's behaviour. Praise is exempt:
 * "You always know how to cheer me up" is an absolute, but not an accusation.
 */
export const absolutes: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity) return []
  const { text } = context
  const flags: RedFlag[] = []
  for (const match of findMatches(text, ABSOLUTE)) {
    const rest = text.slice(match.end)
    const clauseEnd = match.end + (rest.search(CLAUSE_END) === -1 ? rest.length : rest.search(CLAUSE_END))
    const clause = text.slice(match.start, clauseEnd)
    if (scoreSentiment(clause).score > 0) continue
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
