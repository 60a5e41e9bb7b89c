import { Spinner } from '~/components/ui/spinner'

const noteClass = 'rounded-xl bg-brand-50 p-3 text-sm text-slate-900 ring-1 ring-brand-200'

export interface GenerationRecoveryNoteProps {
  recovery: { searching: boolean; recovered: boolean; notFound: boolean }
  /** A generation's messages, or the replies to a chat. */
  what: 'messages' | 'replies'
}

const texts = {
  messages: {
    searching: 'Looking in History for the messages you were generating...',
    recovered: 'Recovered from History after the page reloaded.',
    notFound:
      'The page reloaded before your messages were ready. Your request is still in the form: generate them again when you like.',
  },
  replies: {
    searching: 'Looking in History for the replies you asked for...',
    recovered:
      'Recovered from History after the page reloaded. The reading of their message is not kept there: ask again to see it (this chat costs no read today).',
    notFound:
      'The page reloaded before your replies were ready. The chat is still here: ask for replies again when you like.',
  },
} as const

/** What became of a request cut off by a reload: being looked for, found in History, or not come. */
export function GenerationRecoveryNote({ recovery, what }: GenerationRecoveryNoteProps) {
  if (recovery.searching) return <Spinner label={texts[what].searching} className="py-4" />
  const text = recovery.recovered ? texts[what].recovered : recovery.notFound ? texts[what].notFound : null
  return text ? (
    <p role="status" className={noteClass}>
      {text}
    </p>
  ) : null
}
