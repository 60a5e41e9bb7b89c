/** docs/product.md §5: the browser confirmation before cancelling. */
export const CANCEL_CONFIRM_TEXT =
  'Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.'

/** docs/product.md §8: the alert after a successful cancel request. */
export const CANCEL_SUCCESS_TEXT =
  'Subscription cancellation has been initiated. You will continue to have access until the end of your current billing period.'

/** docs/product.md §8: the alert after a failed cancel request (the error itself goes to the toast). */
export const CANCEL_FAILURE_TEXT = 'Failed to cancel subscription. Please try again.'
