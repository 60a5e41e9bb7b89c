import { readFileSync } from 'node:fs'
import type { RedFlag, UseCase } from '@tipsy/contracts'
import { type LearnedReader, learnedReader, SHIPPED_READER } from '../src/local/analyze/learned/learned-flags'
import { detectRedFlags } from '../src/local/analyze/red-flags'
import type { EvalRow } from './eval-row'
import {
  everydayMessages,
  everydayTrainingMessages,
  freshRedFlagModel,
  SHIPPED_MODEL_FILE,
  trainRedFlagModel,
} from './red-flag-model/train'
import { keywordFlags } from './red-flags'

/**
 * The blind red-flag set (eval/data/red-flags-blind.json): 7,549 messages written by twenty-four
 * helper sessions that saw only a taxonomy of harmful communication (threats, contempt, gaslighting,
 * coercive control, scams, late-night texts, work-place tone …), never the rules; ids rfd- … rfx-
 * arrived after the act rules, rfs- … rfx- after the reader (their dev thirds train its head). The
 * missed passive aggression and defensiveness of rfd- … rfp-'s dev thirds were read in stop 29 (the
 * rules tried from them were not kept); rfq- … rfx- are not read at all.
 */
interface BlindFlag {
  kind: string
  span: string
  severity: 'high' | 'medium' | 'low'
}

export interface BlindMessage {
  id: string
  text: string
  useCase: UseCase
  flags: BlindFlag[]
  split: 'dev' | 'heldout'
}

export function loadBlindRedFlags(): BlindMessage[] {
  return JSON.parse(readFileSync(new URL('./data/red-flags-blind.json', import.meta.url), 'utf8'))
}

export interface BlindScores {
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

/** What a detector raised on one message. */
type Detector = (message: BlindMessage) => readonly RedFlag[]

export const withModel =
  (reader: LearnedReader | null): Detector =>
  (message) =>
    detectRedFlags(message.text, message.useCase, undefined, reader)

/** The keyword matcher has no spans: any flag on the message counts as finding every harm in it. */
const keywords: Detector = (message) =>
  keywordFlags({ text: message.text, useCase: message.useCase, flags: [] }).map((type) => ({
    type,
    severity: 'medium' as const,
    description: '',
    suggestion: '',
  }))

/** A labelled harm is found when a raised flag covers some of its words (or the flag has no span). */
export function finds(
  message: Pick<BlindMessage, 'text'>,
  flag: BlindFlag,
  raised: readonly RedFlag[],
): boolean {
  const start = message.text.indexOf(flag.span)
  const end = start + flag.span.length
  return raised.some((found) => !found.span || (found.span.start < end && start < found.span.end))
}

export function scoreBlind(messages: readonly BlindMessage[], detect: Detector): BlindScores {
  const recall: BlindScores['recall'] = {
    high: { found: 0, total: 0 },
    medium: { found: 0, total: 0 },
    low: { found: 0, total: 0 },
  }
  const falseAlarms = { flagged: 0, total: 0 }
  const flagsRaised = { total: 0, onHarmless: 0 }
  const byKind = new Map<string, { found: number; total: number }>()
  for (const message of messages) {
    const raised = detect(message)
    flagsRaised.total += raised.length
    if (message.flags.length === 0) {
      falseAlarms.total++
      flagsRaised.onHarmless += raised.length
      if (raised.some((flag) => flag.severity !== 'low')) falseAlarms.flagged++
      continue
    }
    for (const flag of message.flags) {
      const found = finds(message, flag, raised)
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

export const ratio = ({ found, total }: { found: number; total: number }) =>
  total === 0 ? 0 : Math.round((1000 * found) / total) / 1000

/** Precision as the share of raised flags that are not on a harmless message. */
export const precision = ({ flagsRaised }: BlindScores) =>
  ratio({ found: flagsRaised.total - flagsRaised.onHarmless, total: flagsRaised.total })

export const share = (found: number, total: number) => ratio({ found, total })

/** Everyday messages (held-out thirds of the grammar, social and rewrite sets) given any flag. */
function everydayFlagged(texts: readonly string[], reader: LearnedReader | null): number {
  return texts.filter((text) => detectRedFlags(text, 'general', undefined, reader).length > 0).length
}

/** Authors whose dev thirds were never read for the rules: a fair stand-in for someone new. */
const UNREAD_AUTHORS = [
  'rfd',
  'rfe',
  'rff',
  'rfg',
  'rfh',
  'rfi',
  'rfj',
  'rfk',
  'rfl',
  'rfm',
  'rfn',
  'rfo',
  'rfp',
  'rfq',
  'rfr',
]

/**
 * How the model does on an author it never saw: trained on every other author's dev third (and the
 * everyday dev messages), scored on this author's dev third, rules and model together.
 */
function newAuthorScores(messages: readonly BlindMessage[], author: string): BlindScores {
  const dev = messages.filter((message) => message.split === 'dev')
  const others = dev.filter((message) => !message.id.startsWith(`${author}-`))
  const reader = learnedReader(trainRedFlagModel(others, everydayTrainingMessages()))
  return scoreBlind(
    dev.filter((message) => message.id.startsWith(`${author}-`)),
    withModel(reader),
  )
}

/**
 * Reported, not enforced: the targets (held-out recall ≥ 0.9 per high/medium severity,
 * ≥ 0.85 overall, precision ≥ 0.9) are not met. Each figure is the rules and the learned model
 * together, beside the rules alone and the keyword matcher. Recall per kind is printed for the dev
 * split only; the held-out split is read as aggregates, so nobody tunes on its kinds. Enforced:
 * the shipped model is what training on the dev split gives today.
 */
export async function evaluateBlindRedFlags(): Promise<EvalRow[]> {
  const messages = loadBlindRedFlags()
  const rows: EvalRow[] = []
  const shippedMatches =
    JSON.stringify(freshRedFlagModel()) ===
    JSON.stringify(JSON.parse(readFileSync(SHIPPED_MODEL_FILE, 'utf8')))
  rows.push({
    area: 'red flags (learned model)',
    metric: 'the shipped model equals a fresh training on the dev splits (1 = yes; npm run train:red-flags)',
    value: shippedMatches ? 1 : 0,
    target: '1',
    pass: shippedMatches,
  })
  for (const split of ['dev', 'heldout'] as const) {
    const part = messages.filter((message) => message.split === split)
    const our = scoreBlind(part, withModel(SHIPPED_READER))
    const rules = scoreBlind(part, withModel(null))
    const keyword = scoreBlind(part, keywords)
    const area = `red flags (blind, ${split} ${part.length})`
    const beside = (pick: (scores: BlindScores) => number) => ({
      label: `rules alone ${pick(rules)} · keyword matcher, message flagged`,
      value: pick(keyword),
    })
    for (const severity of ['high', 'medium', 'low'] as const) {
      rows.push({
        area,
        metric: `recall, ${severity} (${our.recall[severity].total} labelled)`,
        value: ratio(our.recall[severity]),
        baseline: beside((scores) => ratio(scores.recall[severity])),
        target: '≥ 0.9 for high/medium (issue 13; reported)',
        pass: true,
      })
    }
    rows.push({
      area,
      metric: `recall, all (${our.overall.total} labelled)`,
      value: ratio(our.overall),
      baseline: beside((scores) => ratio(scores.overall)),
      target: '≥ 0.85 (issue 13; reported)',
      pass: true,
    })
    rows.push({
      area,
      metric: `precision: raised flags not on a harmless message (${our.flagsRaised.total} raised, ${our.flagsRaised.onHarmless} on harmless)`,
      value: precision(our),
      baseline: { label: 'rules alone', value: precision(rules) },
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
      metric: `harmless look-alikes given a medium/high flag (of ${our.falseAlarms.total})`,
      value: share(our.falseAlarms.flagged, our.falseAlarms.total),
      baseline: { label: 'rules alone', value: share(rules.falseAlarms.flagged, rules.falseAlarms.total) },
      target: 'reported',
      pass: true,
    })
    const everyday = everydayMessages(split)
    rows.push({
      area,
      metric: `everyday messages given any flag (of ${everyday.length}, the other blind sets' ${split} thirds)`,
      value: share(everydayFlagged(everyday, SHIPPED_READER), everyday.length),
      baseline: { label: 'rules alone', value: share(everydayFlagged(everyday, null), everyday.length) },
      target: 'reported',
      pass: true,
    })
  }
  for (const author of UNREAD_AUTHORS) {
    const dev = messages.filter((message) => message.split === 'dev' && message.id.startsWith(`${author}-`))
    const model = newAuthorScores(messages, author)
    const rules = scoreBlind(dev, withModel(null))
    const area = `red flags (new author ${author}, dev ${dev.length}: model trained without them)`
    rows.push(
      {
        area,
        metric: `recall, all (${model.overall.total} labelled; high ${ratio(model.recall.high)}, medium ${ratio(model.recall.medium)})`,
        value: ratio(model.overall),
        baseline: { label: 'rules alone', value: ratio(rules.overall) },
        target: 'reported',
        pass: true,
      },
      {
        area,
        metric: `harmless look-alikes given a medium/high flag (of ${model.falseAlarms.total})`,
        value: share(model.falseAlarms.flagged, model.falseAlarms.total),
        baseline: { label: 'rules alone', value: share(rules.falseAlarms.flagged, rules.falseAlarms.total) },
        target: 'reported',
        pass: true,
      },
    )
  }
  return rows
}
