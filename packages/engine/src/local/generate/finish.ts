import type { ToneName, Tones } from '@tipsy/contracts'
import { addLaughter, addWink, casualize, dareQuestions, dropHedges } from './accents'
import { applyCare, loosen, slur } from './dial'
import { keepFirstEmoji, type PlatformRules } from './platform'
import { applyProperNouns, dashRanges } from './request/proper-nouns'
import type { Reading } from './request/reading'
import { type Draft, draftText } from './write/draft'

/** Everything one generation call knows before writing any message. */
export interface MessagePlan {
  reading: Reading
  tones: Tones
  rules: PlatformRules
}

export interface FinishedMessage {
  text: string
  /** The tones that visibly shaped this message, for its `tone` label. */
  shaping: Set<ToneName>
}

type Effect = (text: string, strength: number, random: () => number) => string

/**
 * Turns a draft into text: proper nouns capitalised, the voices' touches, then the sober → tipsy
 * → drunk dial, then the platform's frame. A serious message (a loss, a complaint, a boundary)
 * gets no winks, laughs or emoji unless the funny or drunk dial asks for them.
 */
export function finishMessage(draft: Draft, plan: MessagePlan, random: () => number): FinishedMessage {
  const { tones, rules, reading } = plan
  const letter = rules.letter
  const playful = !reading.serious || tones.funny > 0 || tones.drunk > 0
  const shaping = new Set<ToneName>([draft.voice])
  const body = letter ? draft.lines.map((line) => line.text).join(' ') : draftText(draft, false)
  let text = dashRanges(applyProperNouns(body, reading.properNouns))
  const apply = (tone: ToneName, effect: Effect, strength: number) => {
    if (strength <= 0) return
    const next = effect(text, strength, random)
    if (next !== text) shaping.add(tone)
    text = next
  }
  apply('casual', casualize, tones.casual / 100)
  if (playful) apply('funny', addLaughter, tones.funny / 100)
  if (playful) apply('flirty', addWink, tones.flirty / 100)
  apply('confident', dropHedges, tones.confident / 100)
  apply('bold', dropHedges, tones.bold / 100)
  apply('bold', dareQuestions, tones.bold / 100)
  text = applyCare(text, tones.sober / 100, random)
  const drunk = tones.drunk / 100
  const looseness = Math.min(1, tones.tipsy / 100 + 0.5 * drunk)
  apply(
    tones.tipsy > 0 ? 'tipsy' : 'drunk',
    (current, strength, draw) => loosen(current, strength, draw, playful),
    looseness,
  )
  apply('drunk', slur, drunk)
  if (rules.professional) text = keepFirstEmoji(text)
  if (!letter) return { text, shaping }
  const greeting = draft.greeting ? applyProperNouns(draft.greeting, reading.properNouns) : undefined
  return { text: [greeting, text, draft.signOff].filter(Boolean).join('\n\n'), shaping }
}
