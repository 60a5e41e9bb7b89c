import type { ToneName } from '@tipsy/contracts'

/** Lines per voice. Slots in braces ({name}, {when}, {place}, {activity}, {thing}, {interest}) are filled from the prompt. */
export type VoiceBank = Partial<Record<ToneName, readonly string[]>>

/** The voices with body lines of their own; tipsy and drunk speak casually and act on the text instead. */
export const BODY_VOICES = ['sober', 'casual', 'flirty', 'confident', 'bold', 'funny'] as const
