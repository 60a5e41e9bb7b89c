import type { RedFlag } from '@tipsy/contracts'
import { INSULTS } from '../../lexicon/profanity'
import { phrasePattern } from '../../text/phrases'
import { findMatches, flagAt, quote, type Rule } from './rule'

const INSULT_WORDS = phrasePattern(INSULTS).source

/**
 * Name-calling aimed at the reader: "you idiot", "you're so lazy", "you were being a complete jerk", "your ugly face", "don't be
 * such a loser", "you're the worst". Venting about a third person or yourself is not flagged, and
 * neither is a negated one ("you're not useless at all").
 */
const AT_READER = new RegExp(
  String.raw`\b(?:you(?:r|['’]re| are| were| was)?(?: being)?|(?:don['’]t |stop )?be(?:ing)? (?:such|so)|stop being)\b(?:\s+(?!not\b|never\b|n['’]t\b)[\p{L}'’]+){0,2}?\s+${INSULT_WORDS}|\byou(?:['’]re| are) the worst\b`,
  'giu',
)

export const insults: Rule = (context) =>
  findMatches(context.text, AT_READER).map(
    (match): RedFlag =>
      flagAt(context.text, match.start, match.end, {
        type: 'insult',
        severity: 'high',
        description: `${quote(match.text)} attacks the person, not the problem; it ends the conversation you want to have`,
        suggestion:
          'Criticise the behaviour and say what you need: “When the dishes pile up I end up doing them, can we split them?”',
      }),
  )
