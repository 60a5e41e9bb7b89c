import { readFileSync } from 'node:fs'
import { SHIPPED_ADAPTER_FILE, SHIPPED_ADAPTER_RECORD_FILE } from '../../src/models/writer/writer-adapter'
import type { EvalRow } from '../eval-row'
import { buildWriterExamples, hashOf, TRAINING } from './writer-examples'

/**
 * The shipped writing adapter is the one its training record describes: the file's sha256 is the
 * one the training run wrote, trained on today's examples and prompts with today's settings. A
 * fresh training takes tens of minutes on two cores, so CI checks the record instead of retraining;
 * `npm run train:writer` writes both again (deterministic: same seed, threads and kernels).
 */
export async function evaluateAdapterRecord(): Promise<EvalRow[]> {
  const record = JSON.parse(readFileSync(SHIPPED_ADAPTER_RECORD_FILE, 'utf8'))
  const fileMatches = hashOf(readFileSync(SHIPPED_ADAPTER_FILE)) === record.adapter_sha256
  const examplesMatch = buildWriterExamples().sha256 === record.examples_sha256
  const settingsMatch = JSON.stringify(record.settings) === JSON.stringify(TRAINING)
  const area = 'writer adapter'
  return [
    {
      area,
      metric: 'the shipped adapter is the file its training record names (1 = yes)',
      value: fileMatches ? 1 : 0,
      target: '= 1',
      pass: fileMatches,
    },
    {
      area,
      metric: 'trained on the current examples, prompts and settings (1 = yes; else npm run train:writer)',
      value: examplesMatch && settingsMatch ? 1 : 0,
      target: '= 1',
      pass: examplesMatch && settingsMatch,
    },
    {
      area,
      metric: 'held-out loss after training (every fifth held-out example)',
      value: record.held_out_loss_after,
      baseline: { label: 'base model', value: record.held_out_loss_before },
      target: '< base model',
      pass: record.held_out_loss_after < record.held_out_loss_before,
    },
  ]
}
