import { type GenerateRequest, type Platform, type ToneName, type Tones, toneNames } from '@tipsy/contracts'

export interface GeneratorDraft {
  prompt: string
  context: string
  platform: Platform | null
  tones: Tones
}

/** docs/product.md §5: tone values are whole numbers from 0 to 100. */
export function clampTone(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, Math.round(value)))
}

/** The tones a plan does not allow (none while the plan is unknown: the server still checks). */
export const lockedTonesFor = (allowed: readonly ToneName[] | undefined): ToneName[] =>
  allowed ? toneNames.filter((tone) => !allowed.includes(tone)) : []

/** Locked tones are held at 0: the server refuses a Premium tone above 0 from a Free user. */
export function withLockedTones(tones: Tones, locked: readonly ToneName[]): Tones {
  if (locked.length === 0) return tones
  return { ...tones, ...Object.fromEntries(locked.map((tone) => [tone, 0])) }
}

/**
 * docs/product.md §5: the prompt must be non-blank after trimming (else nothing is sent); the context is
 * trimmed and left out when empty; the platform is left out when none is chosen.
 */
export function buildGenerateRequest(draft: GeneratorDraft): GenerateRequest | null {
  const prompt = draft.prompt.trim()
  if (!prompt) return null
  const context = draft.context.trim()
  const tones = Object.fromEntries(
    Object.entries(draft.tones).map(([tone, value]) => [tone, clampTone(value)]),
  ) as Tones
  return {
    prompt,
    tones,
    ...(context ? { context } : {}),
    ...(draft.platform ? { platform: draft.platform } : {}),
  }
}
