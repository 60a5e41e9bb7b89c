import { z } from 'zod'

import { toneNames } from './plans'

export { type ToneName, toneNames } from './plans'
export const toneNameSchema = z.enum(toneNames)

const toneValue = z.number().int().min(0).max(100)

/** All eight slider values, each an integer 0–100 (docs/product.md §3 "Tone settings"). */
export const tonesSchema = z
  .strictObject({
    sober: toneValue,
    tipsy: toneValue,
    drunk: toneValue,
    flirty: toneValue,
    confident: toneValue,
    funny: toneValue,
    casual: toneValue,
    bold: toneValue,
  })
  .meta({ id: 'Tones' })
export type Tones = z.infer<typeof tonesSchema>

export const defaultTones: Tones = {
  sober: 50,
  tipsy: 0,
  drunk: 0,
  flirty: 0,
  confident: 0,
  funny: 0,
  casual: 0,
  bold: 0,
}

export const professionalPlatforms = ['email', 'slack', 'linkedin', 'teams'] as const
export const personalPlatforms = ['whatsapp', 'sms', 'telegram', 'instagram', 'twitter', 'facebook'] as const
export const platformSchema = z.enum([...professionalPlatforms, ...personalPlatforms])
export type Platform = z.infer<typeof platformSchema>
