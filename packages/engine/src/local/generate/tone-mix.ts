import { type ToneName, type Tones, toneNames } from '@tipsy/contracts'
import { pickWeighted } from '../text/random'

/** Slider values made safe: numbers 0–100, anything else 0. */
export function clampTones(tones: Partial<Record<ToneName, unknown>>): Tones {
  const clamped = {} as Tones
  for (const name of toneNames) {
    const value = Number(tones[name])
    clamped[name] = Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0
  }
  return clamped
}

/** Adds a platform's nudge (LinkedIn leans sober, WhatsApp casual) without passing 100. */
export function nudgeTones(tones: Tones, nudge: Partial<Tones>): Tones {
  const nudged = { ...tones }
  for (const [name, extra] of Object.entries(nudge) as [ToneName, number][]) {
    nudged[name] = Math.min(100, nudged[name] + extra)
  }
  return nudged
}

// A power above 1 lets the strongest slider lead clearly while weaker ones still get a turn.
const SHARPNESS = 1.5

/** Draws the voice that writes the body, in proportion to the sliders; all zero means sober. */
export function pickVoice(tones: Tones, random: () => number): ToneName {
  return pickWeighted(random, toneNames, (name) => tones[name] ** SHARPNESS) ?? 'sober'
}

/**
 * The tones that shaped one message, strongest first: those at least 60% of the strongest,
 * at most three ("flirty + funny"); "neutral" when every slider was at zero.
 */
export function describeTone(tones: Tones, shaping: ReadonlySet<ToneName>): string {
  const present = [...shaping].filter((name) => tones[name] > 0).sort((a, b) => tones[b] - tones[a])
  const strongest = present[0]
  if (strongest === undefined) return 'neutral'
  return present
    .filter((name) => tones[name] >= 0.6 * tones[strongest])
    .slice(0, 3)
    .join(' + ')
}
