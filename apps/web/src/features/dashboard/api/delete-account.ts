import { useMutation } from '@tanstack/react-query'
import { ACCOUNT_DELETION_CONFIRMATION, endpoints } from '@tipsy/contracts'
import { useNavigate } from 'react-router'
import { paths } from '~/config/paths'
import { request } from '~/lib/api-client'
import { discardDrafts } from '~/lib/drafts/draft-store'
import { useAppStore } from '~/stores/app-store'
import { accountDeletedState } from '../lib/account-deleted-state'

/** Deletes the account and everything stored with it; the server also clears the refresh cookie. */
export const deleteAccount = () =>
  request(endpoints.deleteAccount, { body: { confirm: ACCOUNT_DELETION_CONFIRMATION } })

/**
 * Deletes the account, then forgets this device's copy of the user: their drafts at once, the
 * session once the landing page (which says the account is gone) is reached. In that order:
 * signed out while still under /app, the route guard would send the user to /login first.
 */
export function useDeleteAccount() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async ({ subscriptionCancelled }) => {
      const userId = useAppStore.getState().user?.id
      if (userId) discardDrafts(userId)
      try {
        await navigate(paths.home.path, {
          replace: true,
          state: accountDeletedState({ subscriptionCancelled }),
        })
      } finally {
        useAppStore.getState().clearSession()
      }
    },
  })
}
