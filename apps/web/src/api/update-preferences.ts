import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints, type Preferences } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

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
