import { readFileSync } from 'node:fs'
import type { UseCase } from '@tipsy/contracts'
import { detectRedFlags } from '../src/local/analyze/red-flags'
import type { EvalRow } from './eval-row'
import { keywordFlags } from './red-flags'

/**
 * The blind red-flag set (eval/data/red-flags-blind.json): 1,310 messages written by three helper
 * sessions that saw only a taxonomy of harmful communication (threats, contempt, gaslighting,
 * coercive control, scams, late-night texts, work-place tone …), never the rules.
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
  /** Harmless messages given a medium or high flag. */
  falseAlarms: { flagged: number; total: number }
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
  for (const message of messages) {
    if (message.flags.length === 0) {
      falseAlarms.total++
      if (detectRedFlags(message.text, message.useCase).some((flag) => flag.severity !== 'low'))
        falseAlarms.flagged++
      continue
    }
    for (const flag of message.flags) {
      recall[flag.severity].total++
      if (find(message, flag)) recall[flag.severity].found++
    }
  }
  const overall = Object.values(recall).reduce(
    (sum, part) => ({ found: sum.found + part.found, total: sum.total + part.total }),
    { found: 0, total: 0 },
  )
  return { recall, overall, falseAlarms }
}

const ratio = ({ found, total }: { found: number; total: number }) =>
  total === 0 ? 0 : Math.round((1000 * found) / total) / 1000

/**
 * Reported, not enforced: the rules were written against phrases, and this set measures whether
 * they find the acts (issue 13 rebuilds red flags by act against it).
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
      metric: `harmless messages given a medium/high flag (of ${our.falseAlarms.total})`,
      value: ratio({ found: our.falseAlarms.flagged, total: our.falseAlarms.total }),
      target: 'reported',
      pass: true,
    })
  }
  return rows
}
