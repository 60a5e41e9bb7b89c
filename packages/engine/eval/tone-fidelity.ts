import { defaultTones, type ToneName, type Tones, toneNames } from '@tipsy/contracts'
import { generateMessages } from '../src/local/generate/generate'
import { tokenize } from '../src/local/text/tokens'
import type { EvalRow } from './eval-row'
import { spearman } from './spearman'
import {
  casualMarker,
  confidenceMarker,
  drunkMarker,
  flirtyMarker,
  funnyMarker,
  soberMarker,
  tipsyMarker,
} from './tone-markers'

const PROMPTS = [
  'ask sarah out for coffee on friday',
  'thank my coworker Mike for covering my shift',
  'apologize to my girlfriend for forgetting our anniversary',
  'follow up with the recruiter about the job application',
  'congratulate jake on his new job',
  'invite Emma to my birthday party this weekend',
  'decline the wedding invitation',
  'negotiate a higher salary with my boss',
  'check in on my friend after her surgery',
  'opener for a girl who loves hiking',
  'remind my roommate to pay rent tomorrow',
  'text my brother about the game tonight',
]
const SEEDS = [1, 2, 3, 4, 5, 6]
const SWEEP = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
const TARGET = 0.9

type Marker = (text: string, promptWords: ReadonlySet<string>) => number

const MARKERS: Record<ToneName, { marker: Marker; measures: string }> = {
  sober: { marker: soberMarker, measures: 'formality + well-formed sentences' },
  tipsy: { marker: tipsyMarker, measures: 'lower-case starts + elongations + emoji' },
  drunk: { marker: drunkMarker, measures: 'typos + elongations per word' },
  flirty: { marker: flirtyMarker, measures: 'compliments, pet names, winks' },
  confident: { marker: confidenceMarker, measures: 'certainty + commands − hedges' },
  funny: { marker: funnyMarker, measures: 'laughter, joke frames, 😂' },
  casual: { marker: casualMarker, measures: 'contractions, slang, informal greetings' },
  bold: { marker: confidenceMarker, measures: 'certainty + commands − hedges' },
}

/** The sweep holds the other sliders at the defaults, except that sober's own sweep starts from zero. */
function tonesFor(tone: ToneName, value: number): Tones {
  return tone === 'sober' ? { ...defaultTones, sober: value } : { ...defaultTones, [tone]: value }
}

function meanMarker(tones: Tones, marker: Marker): number {
  let total = 0
  let count = 0
  for (const prompt of PROMPTS) {
    const promptWords = new Set(tokenize(prompt).map((token) => token.lower))
    for (const seed of SEEDS) {
      for (const message of generateMessages({ prompt, tones, seed })) {
        total += marker(message.text, promptWords)
        count++
      }
    }
  }
  return total / count
}

/**
 * Tone fidelity: for each slider, its value swept 0–100 (12 prompts × 6 seeds × 3 messages at
 * each step, other sliders at the defaults) against the mean of its marker, measured on the text.
 * Spearman's ρ over the sweep; target ≥ 0.9. Baseline: the marker on the sober-50 default output.
 */
export async function evaluateToneFidelity(): Promise<EvalRow[]> {
  return toneNames.map((tone) => {
    const { marker, measures } = MARKERS[tone]
    const means = SWEEP.map((value) => meanMarker(tonesFor(tone, value), marker))
    const rho = spearman(SWEEP, means)
    return {
      area: 'tone fidelity',
      metric: `${tone}: Spearman ρ of slider vs ${measures} (mean ${means[0]?.toFixed(2)} at 0 → ${means.at(-1)?.toFixed(2)} at 100)`,
      value: Number(rho.toFixed(3)),
      baseline: {
        label: 'marker on sober-50 default',
        value: Number(meanMarker(defaultTones, marker).toFixed(3)),
      },
      target: `≥ ${TARGET}`,
      pass: rho >= TARGET,
    }
  })
}
