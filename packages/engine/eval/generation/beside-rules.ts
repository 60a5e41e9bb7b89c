import type { EvalRow } from '../eval-row'
import { evenSample } from '../red-flags-provider'

/**
 * An engine other than the local one (`npm run eval -- --engine …`) is measured on the held-out
 * split only (an even sample of `sample` items when given: the in-process model takes seconds a
 * draft), with the rules (the local engine) on the same items in the same run beside each figure.
 */
export interface BesideRules<Writer> {
  rules: Writer
  sample?: number | undefined
}

/**
 * The held-out items an engine is measured on, and the area label that says how many. Targets are
 * enforced over the whole split only: on a sample they are printed, and the run does not fail on
 * them (a few dozen requests move a share by several points; the rules miss some on a sample too).
 */
export function heldOutSample<T>(heldOut: readonly T[], sample: number | undefined) {
  const items = evenSample(heldOut, sample)
  const whole = items.length === heldOut.length
  return {
    items,
    label: whole ? `held-out ${heldOut.length}` : `held-out sample ${items.length} of ${heldOut.length}`,
    enforce: whole,
  }
}

/** A writer whose calls are timed, one entry per call, in order. */
export function timedCalls<Input extends unknown[], Output>(
  call: (...input: Input) => Promise<Output>,
): { call: (...input: Input) => Promise<Output>; ms: number[] } {
  const ms: number[] = []
  return {
    ms,
    call: async (...input) => {
      const started = performance.now()
      try {
        return await call(...input)
      } finally {
        ms.push(performance.now() - started)
      }
    },
  }
}

/**
 * Who wrote each draft. The engine does not say when its model's draft was botched and the rules
 * wrote it instead (create-engine.ts `orRules`), but the rules are deterministic for one input, so
 * a draft identical to the rules' own for that input is theirs: the model's would not match word
 * for word. A "could not understand" from both cannot be told apart, and is counted apart.
 */
export interface DraftCounts {
  model: number
  rules: number
  bothUnclear: number
}

export type Draft = readonly string[] | 'unclear'

export function countDrafts(engine: readonly Draft[], rules: readonly Draft[]): DraftCounts {
  const counts: DraftCounts = { model: 0, rules: 0, bothUnclear: 0 }
  engine.forEach((draft, index) => {
    const theirs = rules[index]
    if (draft === 'unclear' && theirs === 'unclear') counts.bothUnclear++
    else if (JSON.stringify(draft) === JSON.stringify(theirs)) counts.rules++
    else counts.model++
  })
  return counts
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)

/** The rows every task measured beside the rules ends with: who wrote the drafts, and their time. */
export function draftRows(
  area: string,
  counts: DraftCounts,
  engineMs: readonly number[],
  rulesMs: readonly number[],
): EvalRow[] {
  const total = counts.model + counts.rules + counts.bothUnclear
  const unclear = counts.bothUnclear > 0 ? `; ${counts.bothUnclear} "could not understand" from both` : ''
  return [
    {
      area,
      metric: `drafts the model wrote: ${counts.model} of ${total}; ${counts.rules} fell back to the rules (the rules' own draft, word for word)${unclear}`,
      value: Number(((100 * counts.model) / Math.max(1, total)).toFixed(1)),
      unit: '%',
      target: 'reported',
      pass: true,
    },
    {
      area,
      metric: `mean time per call (${engineMs.length} calls, one at a time)`,
      value: mean(engineMs),
      unit: 'ms',
      baseline: { label: 'rules engine', value: mean(rulesMs) },
      target: 'reported',
      pass: true,
    },
  ]
}
