import type { ToneName } from '@tipsy/contracts'
import {
  addLaughter,
  addWink,
  casualize,
  dareQuestions,
  dropHedges,
} from '../../../src/local/generate/accents'
import { applyCare, loosen, slur } from '../../../src/local/generate/dial'
import { keepFirstEmoji } from '../../../src/local/generate/platform'
import type { Draft, MessagePlan } from './compose'
import { draftCore } from './compose'

type Effect = (text: string, strength: number, random: () => number) => string

// Order matters: voices' touches first, then sober care, then the tipsy and drunk dial on top.
const ACCENTS: [ToneName, Effect][] = [
  ['casual', casualize],
  ['funny', addLaughter],
  ['flirty', addWink],
  ['confident', dropHedges],
  ['bold', dropHedges],
  ['bold', dareQuestions],
]

export interface FinishedMessage {
  text: string
  /** The tones that visibly shaped this message, for its `tone` label. */
  shaping: Set<ToneName>
}

/** Turns a draft into text: the voices' touches, then the sober → tipsy → drunk dial, then the platform's frame. */
export function finishMessage(draft: Draft, plan: MessagePlan, random: () => number): FinishedMessage {
  const { tones, rules } = plan
  const shaping = new Set<ToneName>([draft.voice, ...draft.flourishes.map((flourish) => flourish.voice)])
  let text = draftCore(draft)
  const apply = (tone: ToneName, effect: Effect, strength: number) => {
    if (strength <= 0) return
    const next = effect(text, strength, random)
    if (next !== text) shaping.add(tone)
    text = next
  }
  for (const [tone, effect] of ACCENTS) apply(tone, effect, tones[tone] / 100)
  text = applyCare(text, tones.sober / 100, random)
  const drunk = tones.drunk / 100
  apply(tones.tipsy > 0 ? 'tipsy' : 'drunk', loosen, Math.min(1, tones.tipsy / 100 + 0.5 * drunk))
  apply('drunk', slur, drunk)
  if (rules.professional) text = keepFirstEmoji(text)
  if (!rules.letter) return { text, shaping }
  return { text: [draft.greeting, text, draft.signOff].filter(Boolean).join('\n\n'), shaping }
}
