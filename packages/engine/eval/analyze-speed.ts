import Sentiment from 'sentiment'
import { analyzeMessage } from '../src/local/analyze/analyze'
import { clarityReport } from '../src/local/analyze/clarity'
import type { EvalRow } from './eval-row'
import { p50Milliseconds } from './timing'

const TARGET_MS = 2
const ITERATIONS = 1000

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
 * Analyze speed: p50 of a full analysis of 2,000 characters, beside AFINN's raw scoring of the
 * same text (`new Sentiment().analyze`) and text-readability's Flesch score against our own
 * readability-based clarity, all timed in the same run.
 */
export async function evaluateAnalyzeSpeed(): Promise<EvalRow[]> {
  const text = realisticMessage()
  const afinn = new Sentiment()
  const { default: readability } = await import('text-readability')
  const analyze = p50Milliseconds(() => analyzeMessage(text, 'work_email'), ITERATIONS, 200)
  const afinnRaw = p50Milliseconds(() => afinn.analyze(text), ITERATIONS, 200)
  const ourClarity = p50Milliseconds(() => clarityReport(text), ITERATIONS, 200)
  const textReadability = p50Milliseconds(() => readability.fleschReadingEase(text), ITERATIONS, 200)
  const round = (value: number) => Math.round(value * 1000) / 1000
  return [
    {
      area: 'speed',
      metric: 'analyze p50, 2,000 characters',
      value: round(analyze),
      unit: 'ms',
      baseline: { label: 'AFINN raw scoring, same text', value: round(afinnRaw) },
      target: `≤ ${TARGET_MS} ms`,
      pass: analyze <= TARGET_MS,
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
