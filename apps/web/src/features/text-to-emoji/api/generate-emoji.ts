import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { invalidatePlan } from '~/api/get-plan'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'
import { useAppStore } from '~/stores/app-store'

export interface GenerateEmojiInput {
  text: string
  emoji: string | null
}

export const generateEmoji = (input: GenerateEmojiInput) => request(endpoints.generateEmoji, { body: input })

/** docs/product.md §4: a success goes first in the local history; the server history and stats change too. */
export function useGenerateEmoji() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateEmoji,
    onSuccess: (result, input) => {
      useAppStore
        .getState()
        .addHistoryItem({ emoji: result.emoji, text: input.text, timestamp: result.timestamp })
      void queryClient.invalidateQueries({ queryKey: queryKeys.emojiHistory })
      void queryClient.invalidateQueries({ queryKey: queryKeys.userStats })
    },
    // Each conversion counts against the daily quota; a 429 shows the server's detail in the toast.
    onSettled: () => void invalidatePlan(queryClient),
  })
}
