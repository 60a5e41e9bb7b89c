import { z } from 'zod'

/** What the user types, and the request carries, to say they mean it. */
export const ACCOUNT_DELETION_CONFIRMATION = 'DELETE'

/**
 * `DELETE /user/account`: the confirmation is required in the body, so that a stray or forged
 * request without it (a replayed call, a link, a script that only knows the path) deletes nothing.
 */
export const accountDeletionRequestSchema = z.strictObject({
  confirm: z.literal(ACCOUNT_DELETION_CONFIRMATION, {
    error: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm that the account and everything stored with it should be deleted`,
  }),
})
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>

export const accountDeletionResponseSchema = z.object({
  deleted: z.literal(true),
  /** A subscription that could still charge was ended at the payment provider as part of the deletion. */
  subscriptionCancelled: z.boolean(),
})
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>
