import type { RedFlag } from '@tipsy/contracts'
import type { Engine } from '../src/engine'
import { SHIPPED_READER } from '../src/local/analyze/learned/learned-flags'
import type { EvalRow } from './eval-row'
import {
  type BlindMessage,
  type BlindScores,
  loadBlindRedFlags,
  precision,
  ratio,
  scoreBlind,
  share,
  withModel,
} from './red-flags-blind'

/**
 * Red flags read by an LLM provider (`npm run eval -- --engine openai-compatible`): the held-out
 * blind set through `engine.analyze`, scored exactly like the local engine and printed beside it
 * on the same messages, with issue 13's targets enforced. The local engine cannot reach them
 * offline (docs/decisions/0012); this is how a provider is shown to reach them, or not.
 */

/** Calls in flight at once: enough to finish ~2,000 messages in minutes, few enough for rate limits. */
const CONCURRENCY = 4

export interface ProviderReading {
  flags: Map<string, readonly RedFlag[]>
  /** Messages the provider gave no analysis for (timeout, error, unusable answer): scored as no flag. */
  failed: number
}

/** Every `step`-th message, so a sample keeps every author and kind in proportion. */
export function evenSample<T>(items: readonly T[], size?: number): T[] {
  if (size === undefined || size >= items.length) return [...items]
  return Array.from({ length: size }, (_, index) => items[Math.floor((index * items.length) / size)] as T)
}

export async function readWithEngine(
  engine: Engine,
  messages: readonly BlindMessage[],
  concurrency = CONCURRENCY,
): Promise<ProviderReading> {
  const flags = new Map<string, readonly RedFlag[]>()
  let failed = 0
  let next = 0
  const worker = async () => {
    for (let message = messages[next++]; message; message = messages[next++]) {
      try {
        flags.set(message.id, (await engine.analyze(message.text, message.useCase)).red_flags)
      } catch {
        failed++
        flags.set(message.id, [])
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, messages.length) }, worker))
  return { flags, failed }
}

const TARGETS = { high: 0.9, medium: 0.9, all: 0.85, precision: 0.9 } as const

export function providerRows(
  provider: string,
  messages: readonly BlindMessage[],
  reading: ProviderReading,
): EvalRow[] {
  const ours = scoreBlind(messages, (message) => reading.flags.get(message.id) ?? [])
  const area = `red flags through ${provider} (blind, heldout ${messages.length})`
  return [
    {
      area,
      metric: 'messages the provider could not analyse (scored as no flag)',
      value: reading.failed,
      target: 'reported',
      pass: true,
    },
    ...scoreRows(area, ours, localScores(messages), 'local engine', true),
  ]
}

const localScores = (messages: readonly BlindMessage[]) => scoreBlind(messages, withModel(SHIPPED_READER))

/**
 * The rows of one reading beside the local engine's. `enforce`: issue 13's targets must be met,
 * else they are printed and not held.
 */
function scoreRows(
  area: string,
  ours: BlindScores,
  local: BlindScores,
  localLabel: string,
  enforce: boolean,
): EvalRow[] {
  const beside = (pick: (scores: BlindScores) => number) => ({ label: localLabel, value: pick(local) })
  const atLeast = (value: number, target: number) =>
    enforce
      ? { value, target: `≥ ${target}`, pass: value >= target }
      : { value, target: `≥ ${target} (issue 13; reported)`, pass: true }
  return [
    ...(['high', 'medium'] as const).map((severity) => ({
      area,
      metric: `recall, ${severity} (${ours.recall[severity].total} labelled)`,
      ...atLeast(ratio(ours.recall[severity]), TARGETS[severity]),
      baseline: beside((scores) => ratio(scores.recall[severity])),
    })),
    {
      area,
      metric: `recall, low (${ours.recall.low.total} labelled)`,
      value: ratio(ours.recall.low),
      baseline: beside((scores) => ratio(scores.recall.low)),
      target: 'reported',
      pass: true,
    },
    {
      area,
      metric: `recall, all (${ours.overall.total} labelled)`,
      ...atLeast(ratio(ours.overall), TARGETS.all),
      baseline: beside((scores) => ratio(scores.overall)),
    },
    {
      area,
      metric: `precision: raised flags not on a harmless message (${ours.flagsRaised.total} raised, ${ours.flagsRaised.onHarmless} on harmless)`,
      ...atLeast(precision(ours), TARGETS.precision),
      baseline: beside(precision),
    },
    {
      area,
      metric: `harmless look-alikes given a medium/high flag (of ${ours.falseAlarms.total})`,
      value: share(ours.falseAlarms.flagged, ours.falseAlarms.total),
      baseline: beside((scores) => share(scores.falseAlarms.flagged, scores.falseAlarms.total)),
      target: 'reported',
      pass: true,
    },
  ]
}

/**
 * An engine whose analysis is the local engine's (llama-cpp: the model writes, the local engine
 * analyses; docs/decisions/0021): the held-out split read by the local engine (the rules and the
 * learned sentence model, as beside a provider), printed under the engine's name rather than read
 * again through it. Reported, as the local engine's own rows are (issue 13's targets are not met
 * offline, docs/decisions/0012); the reader's encoder adds its own figures (`--part reader`).
 */
export function localAnalysisRows(provider: string): EvalRow[] {
  const heldOut = loadBlindRedFlags().filter((message) => message.split === 'heldout')
  const local = localScores(heldOut)
  const area = `red flags (blind, heldout ${heldOut.length}): ${provider} analyses with the local engine (rules + learned model; the encoder: --part reader), not read again`
  return scoreRows(area, local, local, 'rules engine (the same analysis)', false)
}

/** The held-out split (or an even sample of `sample` of its messages) through the engine's provider. */
export async function evaluateProviderRedFlags(engine: Engine, sample?: number): Promise<EvalRow[]> {
  const heldOut = loadBlindRedFlags().filter((message) => message.split === 'heldout')
  const messages = evenSample(heldOut, sample)
  return providerRows(engine.provider, messages, await readWithEngine(engine, messages))
}
