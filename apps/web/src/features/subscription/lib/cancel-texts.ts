/** docs/product.md §5: the dialog's confirmation before cancelling. */
export const CANCEL_CONFIRM_TEXT =
  'Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.'

/** docs/product.md §8: said on the screen after a successful cancel request. */
export const CANCEL_SUCCESS_TEXT =
  'Subscription cancellation has been initiated. You will continue to have access until the end of your current billing period.'

/** docs/product.md §8: said in the dialog after a failed cancel request (the error itself goes to the toast). */
export const CANCEL_FAILURE_TEXT = 'Failed to cancel subscription. Please try again.'

/** A failed resume request (the error itself goes to the toast). */
export const RESUME_FAILURE_TEXT = 'Failed to resume subscription. Please try again.'

/** The dialog's title and buttons around docs/product.md's confirmation text. */
export const CANCEL_DIALOG = {
  title: 'Cancel your subscription?',
  confirm: 'Cancel subscription',
  keep: 'Keep Premium',
  busy: 'Cancelling...',
} as const
