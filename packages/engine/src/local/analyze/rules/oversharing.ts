import type { RedFlag, UseCase } from '@tipsy/contracts'
import { DISCLOSURE_CUES } from '../../lexicon/disclosures'
import { phrasePattern } from '../../text/phrases'
import { findMatches, flagAt, quote, type Rule, type RuleContext } from './rule'

/** Where a message stops being easy to read in one go, in characters. */
export const LENGTH_LIMITS: Record<UseCase, number> = {
  dating_app: 300,
  text_friend: 600,
  work_email: 1200,
  negotiation: 1200,
  apology: 1500,
  general: 1500,
}

const USE_CASE_NAMES: Record<UseCase, string> = {
  dating_app: 'a dating-app message',
  text_friend: 'a text to a friend',
  work_email: 'a work e-mail',
  negotiation: 'a negotiation message',
  apology: 'an apology',
  general: 'a message',
}

/** Intimate details only count as oversharing with a stranger or at work. */
const DISCLOSURE_USE_CASES = new Set<UseCase>(['dating_app', 'work_email'])

function tooLong(context: RuleContext): RedFlag[] {
  const limit = LENGTH_LIMITS[context.useCase]
  const { text } = context
  if (text.length <= limit) return []
  const from = context.sentences.find((sentence) => sentence.end > limit)?.start ?? limit
  return [
    flagAt(text, from, text.length, {
      type: 'oversharing',
      severity: text.length > limit * 1.5 ? 'medium' : 'low',
      description: `At ${text.length} characters this is long for ${USE_CASE_NAMES[context.useCase]} (about ${limit} reads well); everything from ${quote(text.slice(from, from + 30))} on is past that`,
      suggestion: 'Keep the one thing you most want them to answer and save the rest for the conversation.',
    }),
  ]
}

function disclosures(context: RuleContext): RedFlag[] {
  if (!DISCLOSURE_USE_CASES.has(context.useCase)) return []
  return (
    findMatches(context.text, phrasePattern(DISCLOSURE_CUES))
      // "my ex" is not "my ex-colleague".
      .filter((match) => context.text[match.end] !== '-')
      .map((match) =>
        flagAt(context.text, match.start, match.end, {
          type: 'oversharing',
          severity: 'low',
          description: `${quote(match.text)} is a personal detail that is a lot for ${USE_CASE_NAMES[context.useCase]}`,
          suggestion:
            context.useCase === 'work_email'
              ? 'Keep health and private details out: “I’m unwell this morning and will be in by 11.”'
              : 'Save the heavy history for when you have met and built some trust; open with something you share.',
        }),
      )
  )
}

export const oversharing: Rule = (context) => [...tooLong(context), ...disclosures(context)]
