import { readFileSync } from 'node:fs'
import { type RewriteStyle, rewriteStyles, type UseCase } from '@tipsy/contracts'
import { retainedContent } from '../src/local/rewrite/retention'
import { rewriteMessage } from '../src/local/rewrite/rewrite'
import { formality } from '../src/local/text/formality'
import type { EvalRow } from './eval-row'

interface Sample {
  message: string
  use_case: UseCase
}

const SAMPLES: Sample[] = JSON.parse(
  readFileSync(new URL('./data/rewrite-messages.json', import.meta.url), 'utf8'),
)
const CONCISE_TARGET = 0.25
const RETENTION_TARGET = 0.85

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * Rewrites over the messages of our own (eval/data/rewrite-messages.json), all five styles each.
 * Concise shortening, content retention per style, professional formality and distinctness,
 * each beside the input itself as the baseline.
 */
export async function evaluateRewrites(): Promise<EvalRow[]> {
  const results = SAMPLES.map((sample) => ({
    sample,
    rewrites: rewriteMessage(sample.message, sample.use_case, [...rewriteStyles]),
  }))
  const textOf = (rewrites: { style: RewriteStyle; text: string }[], style: RewriteStyle) =>
    rewrites.find((rewrite) => rewrite.style === style)?.text ?? ''

  const shortening = mean(
    results.map(
      ({ sample, rewrites }) => 1 - [...textOf(rewrites, 'concise')].length / [...sample.message].length,
    ),
  )
  const rows: EvalRow[] = [
    {
      area: 'rewrites',
      metric: `concise: mean shortening over ${SAMPLES.length} messages`,
      value: Number((100 * shortening).toFixed(1)),
      unit: '%',
      baseline: { label: 'the input itself', value: 0 },
      target: `≥ ${100 * CONCISE_TARGET}%`,
      pass: shortening >= CONCISE_TARGET,
    },
  ]
  for (const style of rewriteStyles) {
    const retention = mean(
      results.map(({ sample, rewrites }) => retainedContent(sample.message, textOf(rewrites, style))),
    )
    rows.push({
      area: 'rewrites',
      metric: `${style}: content-word retention (mean)`,
      value: Number((100 * retention).toFixed(1)),
      unit: '%',
      baseline: { label: 'input vs itself', value: 100 },
      target: `≥ ${100 * RETENTION_TARGET}%`,
      pass: retention >= RETENTION_TARGET,
    })
  }
  const inputFormality = SAMPLES.map((sample) => formality(sample.message))
  const professionalFormality = results.map(({ rewrites }) => formality(textOf(rewrites, 'professional')))
  const raised = professionalFormality.filter((score, index) => score > (inputFormality[index] ?? 0)).length
  rows.push({
    area: 'rewrites',
    metric: `professional: formality 0–100 (mean; more formal than its input in ${raised}/${SAMPLES.length})`,
    value: Number(mean(professionalFormality).toFixed(1)),
    baseline: { label: 'input formality (mean)', value: Number(mean(inputFormality).toFixed(1)) },
    target: '> input, for every message',
    pass: raised === SAMPLES.length,
  })
  const identical = results.filter(
    ({ rewrites }) => new Set(rewrites.map((rewrite) => rewrite.text)).size < rewrites.length,
  ).length
  rows.push({
    area: 'rewrites',
    metric: 'messages with two identical rewrites',
    value: identical,
    baseline: { label: 'messages', value: SAMPLES.length },
    target: '0',
    pass: identical === 0,
  })
  return rows
}
