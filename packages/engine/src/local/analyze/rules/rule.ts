import type { RedFlag, UseCase } from '@tipsy/contracts'
import { execAll } from '../../text/exec-all'
import type { Sentence, Token } from '../../text/tokens'
import { textFacts } from '../text-facts'

export type Severity = RedFlag['severity']

/** The first rule set's types: found by their phrases (and the team's own labelled set is about them). */
export const phraseFlagTypes = [
  'passive_aggressive',
  'ultimatum',
  'absolute_language',
  'neediness',
  'pressure',
  'insult',
  'profanity',
  'oversharing',
  'all_caps',
  'money_request',
  'apology_overload',
  'drunk_text',
  'missing_greeting',
  'too_casual',
] as const

/** Types found by the act they perform (issue 13), measured on the blind set. */
export const actFlagTypes = [
  'threat',
  'criticism',
  'contempt',
  'gaslighting',
  'guilt_trip',
  'isolation',
  'monitoring',
  'sexual_pressure',
  'scam',
  'showing_up',
  'late_night',
  'stonewalling',
  'defensiveness',
] as const

export const redFlagTypes = [...phraseFlagTypes, ...actFlagTypes] as const
export type RedFlagType = (typeof redFlagTypes)[number]

/** What every rule reads: the message, where it is sent, when, and its words and sentences once. */
export interface RuleContext {
  text: string
  useCase: UseCase
  /** The writer's clock, HH:MM (24-hour); undefined when unknown. */
  localTime: string | undefined
  tokens: Token[]
  sentences: Sentence[]
}

export type Rule = (context: RuleContext) => RedFlag[]

export function ruleContext(text: string, useCase: UseCase, localTime?: string): RuleContext {
  const { tokens, sentences } = textFacts(text)
  return { text, useCase, localTime, tokens, sentences }
}

/**
 * Severity of a rule in each use case: `null` means the rule does not apply there
 * (profanity among friends). Use cases not listed get `default`.
 */
export type SeverityTable = { default: Severity | null } & Partial<Record<UseCase, Severity | null>>

export function severityIn(table: SeverityTable, useCase: UseCase): Severity | null {
  const severity = table[useCase]
  return severity === undefined ? table.default : severity
}

export interface FlagWording {
  type: RedFlagType
  severity: Severity
  description: string
  suggestion: string
}

/** A flag over text[start, end): `text` is exactly the matched characters and `span` says where. */
export function flagAt(text: string, start: number, end: number, wording: FlagWording): RedFlag {
  // Field by field, not a spread: a message of hundreds of flagged lines makes hundreds of flags
  // per reading, and copying by spread was most of their cost.
  const { type, severity, description, suggestion } = wording
  return { type, severity, description, suggestion, text: text.slice(start, end), span: { start, end } }
}

export interface Match {
  text: string
  start: number
  end: number
  groups: (string | undefined)[]
}

/** Every match of a global pattern with its offsets (run on the pattern itself: see `execAll`). */
export function findMatches(text: string, pattern: RegExp): Match[] {
  return execAll(text, pattern).map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    groups: match.slice(1),
  }))
}

/** The sentence that holds offset `at` (the message itself when it has none). */
export function sentenceAt(context: RuleContext, at: number): Sentence {
  return (
    context.sentences.find((sentence) => sentence.start <= at && at < sentence.end) ?? {
      text: context.text,
      start: 0,
      end: context.text.length,
    }
  )
}

/** Quotes a matched phrase for a description, trimmed to a readable length. */
export function quote(phrase: string): string {
  const oneLine = phrase.replace(/\s+/g, ' ').trim()
  return `“${oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine}”`
}

/** The reader as subject ("you're", "ur", "u r"), as regular-expression source for the act rules. */
export const YOU_ARE = "(?:you(?:['’]re| are| r)|u r|ur|youre)"

/** How one act is found and worded: its patterns, and a look-alike test for what must stay unflagged. */
export interface ActRule {
  type: RedFlagType
  severity: SeverityTable
  /** Global, case-insensitive patterns; each match is a flag over its own words. */
  patterns: readonly RegExp[]
  /** The harm, said after the quoted words: “…” + this. */
  harm: string
  suggestion: string | ((context: RuleContext) => string)
  /** True for a match that only looks like the act (a negation, a plan already agreed …). */
  isLookAlike?: (match: Match, context: RuleContext) => boolean
}

/** A rule from its patterns: one flag per match (overlaps of the same type merge later, in `detectRedFlags`). */
export function actRule(act: ActRule): Rule {
  return (context) => {
    const severity = severityIn(act.severity, context.useCase)
    if (!severity) return []
    const suggestion = typeof act.suggestion === 'string' ? act.suggestion : act.suggestion(context)
    return act.patterns.flatMap((pattern) =>
      findMatches(context.text, pattern)
        .filter((match) => !act.isLookAlike?.(match, context))
        .map((match) =>
          flagAt(context.text, match.start, match.end, {
            type: act.type,
            severity,
            description: `${quote(match.text)} ${act.harm}`,
            suggestion,
          }),
        ),
    )
  }
}

/**
 * One pattern from alternatives written one per line: readable lists, one compiled regex.
 * Case-insensitive matching is many times slower with the u flag, so only a list that needs it
 * (\p{…}, emoji) gets it.
 */
export function anyOf(alternatives: readonly string[]): RegExp {
  const unicode = alternatives.some((alternative) => /\\p\{|[\u{10000}-\u{10FFFF}]/u.test(alternative))
  return new RegExp(String.raw`\b(?:${alternatives.join('|')})`, unicode ? 'giu' : 'gi')
}
