import { defaultTones, type Platform, type ToneName, type Tones } from '@tipsy/contracts'
import { useState } from 'react'
import { usePlan } from '~/api/get-plan'
import { usePreferences } from '~/api/get-preferences'
import { clampTone, lockedTonesFor, withLockedTones } from '../lib/generate-request'

/**
 * The tone sliders and platform of a form that writes messages. They start from the user's
 * saved preferences (or the defaults of docs/product.md §3) until the user touches them.
 */
export function useToneSettings() {
  const [chosenPlatform, setChosenPlatform] = useState<Platform | null | undefined>(undefined)
  const [chosenTones, setChosenTones] = useState<Tones | undefined>(undefined)
  const preferences = usePreferences().data?.preferences
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
  }
}
