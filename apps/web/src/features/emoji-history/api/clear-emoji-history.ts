import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'
import { useAppStore } from '~/stores/app-store'

export const clearEmojiHistory = () => request(endpoints.clearEmojiHistory)

type HistoryPage = { history: unknown[]; hasMore: boolean }

/** docs/product.md §4: a successful clear empties the server list and the local history. */
export function useClearEmojiHistory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: clearEmojiHistory,
    onSuccess: () => {
      useAppStore.getState().clearHistory()
      queryClient.setQueriesData<HistoryPage>({ queryKey: queryKeys.emojiHistory }, (page) =>
        page ? { ...page, history: [], hasMore: false } : page,
      )
    },
  })
}
