/** Told to the landing page, in the history entry's state, when it is reached by deleting the account. */
export interface AccountDeleted {
  subscriptionCancelled: boolean
}

export const accountDeletedState = (deleted: AccountDeleted) => ({ accountDeleted: deleted })

/** The deletion a location's state reports; null for any other state (or none). */
export function accountDeletedFrom(state: unknown): AccountDeleted | null {
  if (typeof state !== 'object' || state === null || !('accountDeleted' in state)) return null
  const deleted = state.accountDeleted
  if (typeof deleted !== 'object' || deleted === null || !('subscriptionCancelled' in deleted)) return null
  return { subscriptionCancelled: deleted.subscriptionCancelled === true }
}
