import Sentiment from 'sentiment'
import { EngineError } from '../src/engine'
import { generateMessages } from '../src/local/generate/generate'
import type { EvalRow } from './eval-row'
import { EVAL_TONES, GENERATION_ITEMS } from './generation/generation'
import { p50Milliseconds } from './timing'

const TARGET_MS = 5

/**
 * Generation speed: p50 of reading a request and writing 3 messages, over the evaluation's
 * requests (each a different text, so nothing is read from a cache), beside AFINN's raw scoring
 * of a request of the same set, timed in the same run so the ratio holds on a busy machine.
 */
export async function evaluateGenerateSpeed(): Promise<EvalRow[]> {
  const requests = GENERATION_ITEMS.filter((item) => item.act !== 'unclear')
  // A running index, so the warm-up's requests are not timed again while still cached.
  let next = 0
  const generate = p50Milliseconds(() => {
    const item = requests[next++ % requests.length]
    if (!item) return
    try {
      generateMessages({
        prompt: item.request,
        context: item.context,
        tones: EVAL_TONES,
        count: 3,
        seed: next,
      })
    } catch (error) {
      // Saying "I could not understand this" is an answer too, and is timed like one.
      if (!(error instanceof EngineError && error.kind === 'unclear_request')) throw error
    }
  }, requests.length)
  const sentiment = new Sentiment()
  const afinn = p50Milliseconds(
    (iteration) => sentiment.analyze(requests[iteration % requests.length]?.request ?? ''),
    requests.length,
  )
  return [
    {
      area: 'speed',
      metric: `generate 3 messages, p50 over ${requests.length} different requests`,
      value: Number(generate.toFixed(3)),
      unit: 'ms',
      baseline: { label: 'AFINN analyze of the same requests, p50 (ms)', value: Number(afinn.toFixed(3)) },
      target: `≤ ${TARGET_MS} ms`,
      pass: generate <= TARGET_MS,
    },
  ]
}
