import { Button } from './button'
import { UncheckedNote } from './unchecked-note'

export interface CopyableMessageProps {
  /** A short caption above the text, e.g. the message's tone. */
  label: string
  text: string
  copied: boolean
  onCopy: () => void
  className?: string
  /** Why this text fell short of Tipsy's checks (no better one could be written); shown beside it. */
  unchecked?: string | undefined
}

/** One message in a list with its Copy button, which reads "Copied!" while `copied`. */
export function CopyableMessage({
  label,
  text,
  copied,
  onCopy,
  className = '',
  unchecked,
}: CopyableMessageProps) {
  return (
    <li className={`flex flex-col gap-3 rounded-2xl p-4 sm:flex-row sm:items-start ${className}`}>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{label}</p>
        <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{text}</p>
        {unchecked ? <UncheckedNote reason={unchecked} /> : null}
      </div>
      <Button variant="secondary" onClick={onCopy} className="self-start">
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
      </Button>
    </li>
  )
}
