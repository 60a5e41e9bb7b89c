import { defaultTones, type Platform, type ToneName, type Tones } from '@tipsy/contracts'
import { useState } from 'react'
import { usePlan } from '~/api/get-plan'
import { usePreferences } from '~/api/get-preferences'
import { useRememberPreferences } from '~/api/update-preferences'
import { clampTone, lockedTonesFor, withLockedTones } from '../lib/generate-request'

/** The platform and tones the user set by hand; undefined where the saved preferences apply. */
export interface ToneChoices {
  platform?: Platform | null | undefined
  tones?: Tones | undefined
}

/**
 * The tone sliders and platform of a form that writes messages. They start from the user's
 * choices in a draft, else from their saved preferences (or the defaults of docs/product.md §3)
 * until the user touches them; what the user writes with becomes their preferences.
 */
export function useToneSettings(draft: ToneChoices = {}) {
  const [chosenPlatform, setChosenPlatform] = useState<Platform | null | undefined>(draft.platform)
  const [chosenTones, setChosenTones] = useState<Tones | undefined>(draft.tones)
  const preferences = usePreferences().data?.preferences
  const rememberPreferences = useRememberPreferences()
  const plan = usePlan().data
  const lockedTones = lockedTonesFor(plan?.allowedTones)

  const tones = withLockedTones(chosenTones ?? preferences?.defaultTones ?? defaultTones, lockedTones)
  const platform = chosenPlatform === undefined ? (preferences?.defaultPlatform ?? null) : chosenPlatform

  return {
    platform,
    /** docs/product.md §4: choosing the chosen platform again deselects it. */
    togglePlatform: (next: Platform) => setChosenPlatform(next === platform ? null : next),
    tones,
    /** Premium tones the user's plan does not allow: shown locked at 0. */
    lockedTones,
    setTone: (tone: ToneName, value: number) => setChosenTones({ ...tones, [tone]: clampTone(value) }),
    resetTones: () => setChosenTones(defaultTones),
    /** Saves the tones and platform as the user's defaults: called when they write with them. */
    remember: () => rememberPreferences({ defaultTones: tones, defaultPlatform: platform }),
    /** What the user set by hand, for the form's draft. */
    toneChoices: { platform: chosenPlatform, tones: chosenTones } satisfies ToneChoices,
  }
}
