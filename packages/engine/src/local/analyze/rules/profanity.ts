import type { RedFlag } from '@tipsy/contracts'
import { PROFANE_WORD } from '../../lexicon/profanity'
import { findMatches, flagAt, quote, type Rule, type SeverityTable, severityIn } from './rule'

/** Swearing among friends is just talking; at work it is a real risk. */
export const PROFANITY_SEVERITY: SeverityTable = {
  default: 'low',
  text_friend: null,
  dating_app: 'medium',
  apology: 'medium',
  negotiation: 'medium',
  work_email: 'high',
}

const SWEAR_WORD = new RegExp(String.raw`\b${PROFANE_WORD}\b|\b[a-z]{1,3}\*+[a-z]*`, 'gi')

export const profanity: Rule = (context) => {
  const severity = severityIn(PROFANITY_SEVERITY, context.useCase)
  if (!severity) return []
  return findMatches(context.text, SWEAR_WORD).map(
    (match): RedFlag =>
      flagAt(context.text, match.start, match.end, {
        type: 'profanity',
        severity,
        description: `${quote(match.text)} is profanity; in ${context.useCase === 'work_email' ? 'a work e-mail' : 'this context'} it can cost you more than it adds`,
        suggestion:
          'Say how strongly you feel in plain words: “This deadline is unrealistic” instead of swearing.',
      }),
  )
}
