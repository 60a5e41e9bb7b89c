import { Spinner } from '~/components/ui/spinner'
import type { MessageGeneratorState } from '../hooks/use-message-generator'

const noteClass = 'rounded-xl bg-brand-50 p-3 text-sm text-slate-900 ring-1 ring-brand-200'

/** What became of a generation cut off by a reload: being looked for, found in History, or not come. */
export function GenerationRecoveryNote({ recovery }: Pick<MessageGeneratorState, 'recovery'>) {
  if (recovery.searching) {
    return <Spinner label="Looking in History for the messages you were generating..." className="py-4" />
  }
  if (recovery.recovered) {
    return (
      <p role="status" className={noteClass}>
        Recovered from History after the page reloaded.
      </p>
    )
  }
  if (recovery.notFound) {
    return (
      <p role="status" className={noteClass}>
        The page reloaded before your messages were ready. Your request is still in the form: generate them
        again when you like.
      </p>
    )
  }
  return null
}
