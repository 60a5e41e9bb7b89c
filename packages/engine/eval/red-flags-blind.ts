import { readFileSync } from 'node:fs'
import type { UseCase } from '@tipsy/contracts'
import { detectRedFlags } from '../src/local/analyze/red-flags'
import type { EvalRow } from './eval-row'
import { keywordFlags } from './red-flags'

/**
 * The blind red-flag set (eval/data/red-flags-blind.json): 2,212 messages written by six helper
 * sessions that saw only a taxonomy of harmful communication (threats, contempt, gaslighting,
 * coercive control, scams, late-night texts, work-place tone …), never the rules; the last three
 * (ids rfd-, rfe-, rff-) arrived after the act rules and were not read for them.
 */
interface BlindFlag {
  kind: string
  span: string
  severity: 'high' | 'medium' | 'low'
}

interface BlindMessage {
  id: string
  text: string
  useCase: UseCase
  flags: BlindFlag[]
  split: 'dev' | 'heldout'
}

export function loadBlindRedFlags(): BlindMessage[] {
  return JSON.parse(readFileSync(new URL('./data/red-flags-blind.json', import.meta.url), 'utf8'))
}

interface BlindScores {
  /** Labelled harms found (a flag raised over their words), by severity. */
  recall: Record<BlindFlag['severity'], { found: number; total: number }>
  overall: { found: number; total: number }
  /** Labelled harms found, by kind (threat, contempt …). */
  byKind: Map<string, { found: number; total: number }>
  /** Harmless messages given a medium or high flag. */
  falseAlarms: { flagged: number; total: number }
  /** Flags our rules raised: all of them, and those on harmless messages. */
  flagsRaised: { total: number; onHarmless: number }
}

type Finder = (message: BlindMessage, flag: BlindFlag) => boolean

const ours: Finder = (message, flag) => {
  const start = message.text.indexOf(flag.span)
  const end = start + flag.span.length
  return detectRedFlags(message.text, message.useCase).some(
    (found) => !found.span || (found.span.start < end && start < found.span.end),
  )
}

/** The keyword matcher has no spans: any flag on the message counts as finding it. */
const keywords: Finder = (message) =>
  keywordFlags({ text: message.text, useCase: message.useCase, flags: [] }).length > 0

export function scoreBlind(messages: readonly BlindMessage[], find: Finder): BlindScores {
  const recall: BlindScores['recall'] = {
    high: { found: 0, total: 0 },
    medium: { found: 0, total: 0 },
    low: { found: 0, total: 0 },
  }
  const falseAlarms = { flagged: 0, total: 0 }
  const flagsRaised = { total: 0, onHarmless: 0 }
  const byKind = new Map<string, { found: number; total: number }>()
  for (const message of messages) {
    const raised = detectRedFlags(message.text, message.useCase)
    flagsRaised.total += raised.length
    if (message.flags.length === 0) {
      falseAlarms.total++
      flagsRaised.onHarmless += raised.length
      if (raised.some((flag) => flag.severity !== 'low')) falseAlarms.flagged++
      continue
    }
    for (const flag of message.flags) {
      const found = find(message, flag)
      const kind = byKind.get(flag.kind) ?? { found: 0, total: 0 }
      byKind.set(flag.kind, { found: kind.found + (found ? 1 : 0), total: kind.total + 1 })
      recall[flag.severity].total++
      if (found) recall[flag.severity].found++
    }
  }
  const overall = Object.values(recall).reduce(
    (sum, part) => ({ found: sum.found + part.found, total: sum.total + part.total }),
    { found: 0, total: 0 },
  )
  return { recall, overall, byKind, falseAlarms, flagsRaised }
}

const ratio = ({ found, total }: { found: number; total: number }) =>
  total === 0 ? 0 : Math.round((1000 * found) / total) / 1000

/** Precision as the share of raised flags that are not on a harmless message. */
const precision = ({ flagsRaised }: BlindScores) =>
  ratio({ found: flagsRaised.total - flagsRaised.onHarmless, total: flagsRaised.total })

/**
 * Reported, not enforced: the targets (held-out recall ≥ 0.9 per high/medium severity,
 * ≥ 0.85 overall, precision ≥ 0.9) are not all met. Recall per kind is printed for the dev split
 * only; the held-out split is read as aggregates, so nobody tunes on its kinds.
 */
export async function evaluateBlindRedFlags(): Promise<EvalRow[]> {
  const messages = loadBlindRedFlags()
  const rows: EvalRow[] = []
  for (const split of ['dev', 'heldout'] as const) {
    const part = messages.filter((message) => message.split === split)
    const our = scoreBlind(part, ours)
    const keyword = scoreBlind(part, keywords)
    const area = `red flags (blind, ${split} ${part.length})`
    for (const severity of ['high', 'medium', 'low'] as const) {
      rows.push({
        area,
        metric: `recall, ${severity} (${our.recall[severity].total} labelled)`,
        value: ratio(our.recall[severity]),
        baseline: { label: 'keyword matcher, message flagged', value: ratio(keyword.recall[severity]) },
        target: '≥ 0.9 for high/medium (issue 13; reported)',
        pass: true,
      })
    }
    rows.push({
      area,
      metric: `recall, all (${our.overall.total} labelled)`,
      value: ratio(our.overall),
      baseline: { label: 'keyword matcher, message flagged', value: ratio(keyword.overall) },
      target: '≥ 0.85 (issue 13; reported)',
      pass: true,
    })
    rows.push({
      area,
      metric: `precision: raised flags not on a harmless message (${our.flagsRaised.total} raised, ${our.flagsRaised.onHarmless} on harmless)`,
      value: precision(our),
      target: '≥ 0.9 (issue 13; reported)',
      pass: true,
    })
    if (split === 'dev') {
      for (const [kind, counts] of [...our.byKind].sort(([a], [b]) => a.localeCompare(b))) {
        rows.push({
          area,
          metric: `recall, ${kind} (${counts.total} labelled)`,
          value: ratio(counts),
          target: 'reported',
          pass: true,
        })
      }
    }
    rows.push({
      area,
      metric: `harmless messages given a medium/high flag (of ${our.falseAlarms.total})`,
      value: ratio({ found: our.falseAlarms.flagged, total: our.falseAlarms.total }),
      target: 'reported',
      pass: true,
    })
  }
  return rows
}
