import nlp from 'compromise'
import { EngineError } from '../src/engine'
import { generateMessages } from '../src/local/generate/generate'
import type { EvalRow } from './eval-row'
import { EVAL_TONES, GENERATION_ITEMS } from './generation/generation'
import { median, medianRatio, timedTurnAbout } from './timing'

/**
 * "≤ 5 ms p50" was set on a quiet 2-core machine, where compromise's parse of a request (`.json()`)
 * takes about 0.6 ms. Shared CI machines run both several times slower, so the enforced target is
 * the ratio, timed turn about in the same run; the milliseconds are reported beside it.
 */
const TARGET_MS_ON_QUIET_MACHINE = 5
const TARGET_RATIO_TO_PARSE = 8

/**
 * Generation speed: p50 of reading a request and writing 3 messages, over the evaluation's
 * requests (each a different text, so nothing is read from a cache), timed turn about with
 * compromise parsing the same request — the library the reading itself is built on.
 */
export async function evaluateGenerateSpeed(): Promise<EvalRow[]> {
  const requests = GENERATION_ITEMS.filter((item) => item.act !== 'unclear')
  const requestAt = (iteration: number) => requests[iteration % requests.length]
  const [generateTimes = [], parseTimes = []] = timedTurnAbout(
    [
      (iteration) => {
        const item = requestAt(iteration)
        if (!item) return
        try {
          generateMessages({
            prompt: item.request,
            context: item.context,
            tones: EVAL_TONES,
            count: 3,
            seed: iteration,
          })
        } catch (error) {
          // Saying "I could not understand this" is an answer too, and is timed like one.
          if (!(error instanceof EngineError && error.kind === 'unclear_request')) throw error
        }
      },
      (iteration) => nlp(requestAt(iteration)?.request ?? '').json(),
    ],
    requests.length,
    // Warm up on a prefix, then time every request once (the warm-up's are not cached anyway).
    100,
  )
  const generate = median(generateTimes)
  const parse = median(parseTimes)
  const ratio = medianRatio(generateTimes, parseTimes)
  const round = (value: number) => Math.round(value * 1000) / 1000
  return [
    {
      area: 'speed',
      metric: `generate 3 messages ÷ baseline, median of the ratios timed turn about over ${requests.length} different requests (generate ${round(generate)} ms, baseline ${round(parse)} ms)`,
      value: round(ratio),
      unit: '×',
      baseline: { label: "compromise's parse of the same request", value: 1 },
      target: `≤ ${TARGET_RATIO_TO_PARSE}× (${TARGET_MS_ON_QUIET_MACHINE} ms where the baseline takes 0.6 ms)`,
      pass: ratio <= TARGET_RATIO_TO_PARSE,
    },
  ]
}
