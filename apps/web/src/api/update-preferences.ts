import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints, type Preferences } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'
import { usePreferences } from './get-preferences'

export const updatePreferences = (changes: Partial<Preferences>) =>
  request(endpoints.updatePreferences, { body: changes })

export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    // One PUT at a time, so quick successive choices reach the server in order.
    scope: { id: 'preferences' },
    onMutate: () => queryClient.cancelQueries({ queryKey: queryKeys.preferences }),
    onSuccess: (response) => queryClient.setQueryData(queryKeys.preferences, response),
  })
}

/** The fields of `next` that differ from the saved preferences; null when none do. */
export function changedPreferences(
  saved: Preferences,
  next: Partial<Preferences>,
): Partial<Preferences> | null {
  const changed = Object.entries(next).filter(
    ([field, value]) => JSON.stringify(value) !== JSON.stringify(saved[field as keyof Preferences]),
  )
  return changed.length > 0 ? (Object.fromEntries(changed) as Partial<Preferences>) : null
}

/**
 * Keeps the settings a user has just written with (tones, platform, use case) as their defaults
 * for the next visit, on any device. Only what changed is sent, and nothing before the saved
 * preferences have been read: a failed read must not overwrite them with the defaults.
 */
export function useRememberPreferences() {
  const saved = usePreferences().data?.preferences
  const { mutate } = useUpdatePreferences()
  return (next: Partial<Preferences>) => {
    const changes = saved ? changedPreferences(saved, next) : null
    if (changes)
      mutate(changes, {
        // Remembering is a courtesy: the request the user made goes on, so a failure is only logged.
        onError: (failure) => console.warn('Could not save the preferences', failure),
      })
  }
}
