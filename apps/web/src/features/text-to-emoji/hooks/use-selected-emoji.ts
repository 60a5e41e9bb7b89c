import { useCallback, useEffect } from 'react'
import { usePreferences } from '~/api/get-preferences'
import { useUpdatePreferences } from '~/api/update-preferences'
import { useAppStore } from '~/stores/app-store'

/**
 * The emoji sent with each generation: kept in app-storage (docs/product.md §3) and in the server
 * preferences, so a choice made on another device is picked up here.
 */
export function useSelectedEmoji() {
  const selectedEmoji = useAppStore((state) => state.selectedEmoji)
  const serverEmoji = usePreferences().data?.preferences.selectedEmoji
  const { mutate: savePreferences } = useUpdatePreferences()

  useEffect(() => {
    if (serverEmoji !== undefined) useAppStore.getState().setSelectedEmoji(serverEmoji)
  }, [serverEmoji])

  const select = useCallback(
    (emoji: string | null) => {
      useAppStore.getState().setSelectedEmoji(emoji)
      savePreferences({ selectedEmoji: emoji })
    },
    [savePreferences],
  )

  return { selectedEmoji, select }
}
