import { defaultTones, type GenerateRequest, type Tones } from '@tipsy/contracts'
import Sentiment from 'sentiment'
import { generateMessages } from '../src/local/generate/generate'
import type { EvalRow } from './eval-row'
import { p50Milliseconds } from './timing'

const TARGET_MS = 5
const ITERATIONS = 400

const REQUESTS: (Omit<GenerateRequest, 'tones'> & { tones: Tones })[] = [
  { prompt: 'ask sarah out for coffee on friday', tones: { ...defaultTones, flirty: 60, funny: 40 } },
  { prompt: 'thank my coworker Mike for covering my shift', tones: defaultTones, platform: 'email' },
  {
    prompt: 'apologize to my girlfriend for forgetting our anniversary',
    tones: { ...defaultTones, drunk: 80 },
    platform: 'sms',
  },
  {
    prompt: 'negotiate a higher salary with my boss',
    tones: { ...defaultTones, bold: 70, confident: 50 },
    platform: 'linkedin',
  },
  {
    prompt: 'invite Emma to my birthday party this weekend',
    tones: { ...defaultTones, tipsy: 60, casual: 40 },
    platform: 'whatsapp',
  },
]

/**
 * Generation speed: p50 of writing 3 messages (five kinds of request, a new seed each time),
 * beside AFINN's raw scoring (`new Sentiment().analyze`) of three generated messages,
 * timed in the same run so the ratio holds on a busy machine.
 */
export async function evaluateGenerateSpeed(): Promise<EvalRow[]> {
  const generate = p50Milliseconds((iteration) => {
    const request = REQUESTS[iteration % REQUESTS.length]
    if (request) generateMessages({ ...request, count: 3, seed: iteration })
  }, ITERATIONS)

  const sample = generateMessages({
    prompt: 'ask sarah out for coffee on friday',
    tones: defaultTones,
    seed: 1,
  })
    .map((message) => message.text)
    .join(' ')
  const sentiment = new Sentiment()
  const afinn = p50Milliseconds(() => sentiment.analyze(sample), ITERATIONS)

  return [
    {
      area: 'speed',
      metric: 'generate 3 messages, p50',
      value: Number(generate.toFixed(3)),
      unit: 'ms',
      baseline: {
        label: `AFINN analyze of ${sample.length} chars, p50 (ms)`,
        value: Number(afinn.toFixed(3)),
      },
      target: `≤ ${TARGET_MS} ms`,
      pass: generate <= TARGET_MS,
    },
  ]
}
