import { formatLongDate } from '~/lib/format-date'
import { useResumeSubscription } from '../api/resume-subscription'
import { RESUME_FAILURE_TEXT } from '../lib/cancel-texts'

/** Resuming needs no confirmation (nothing is lost or charged); its outcome is said on the screen. */
export function useResumeFlow(onDone: (message: string) => void) {
  const resume = useResumeSubscription()
  return {
    start: () => {
      if (resume.isPending) return
      resume.mutate(undefined, {
        onSuccess: ({ subscription }) =>
          onDone(
            `Your subscription is active again. It renews on ${formatLongDate(subscription.next_billing_date)}; nothing is charged before then.`,
          ),
      })
    },
    isPending: resume.isPending,
    error: resume.isError ? RESUME_FAILURE_TEXT : null,
  }
}
