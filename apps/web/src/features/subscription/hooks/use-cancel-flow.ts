import { useCancelSubscription } from '../api/cancel-subscription'
import { CANCEL_CONFIRM_TEXT, CANCEL_FAILURE_TEXT, CANCEL_SUCCESS_TEXT } from '../lib/cancel-texts'

/**
 * docs/product.md §4, §5, §8: the browser confirms, the cancel request goes out, an alert tells the outcome
 * and the status is fetched again. A failure is also recorded globally (the API client's toast).
 */
export function useCancelFlow() {
  const cancel = useCancelSubscription()

  const start = () => {
    if (cancel.isPending || !window.confirm(CANCEL_CONFIRM_TEXT)) return
    cancel.mutate(undefined, {
      onSuccess: () => window.alert(CANCEL_SUCCESS_TEXT),
      onError: () => window.alert(CANCEL_FAILURE_TEXT),
    })
  }

  return { start, isPending: cancel.isPending }
}
