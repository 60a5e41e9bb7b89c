/** Requests written the way the generator reads them best: who it is for and what to say. */
export const EXAMPLE_REQUESTS = [
  "tell Sam I'm running 10 minutes late",
  'thank my boss for covering my shift on Friday',
  'ask Mia if she wants to get dinner on Saturday',
] as const

export interface UnclearRequestHintProps {
  /** The server's explanation of what it could not read. */
  hint: string
  onUseExample: (example: string) => void
  onDismiss: () => void
}

/**
 * Shown instead of messages when the request said nothing a message could be written from
 * ("hmm", "email"): why, and examples the user can start from with one click.
 */
export function UnclearRequestHint({ hint, onUseExample, onDismiss }: UnclearRequestHintProps) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">Tell me a little more</p>
      <p className="text-sm leading-6">{hint}</p>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Start from an example:</p>
        <ul className="flex flex-wrap gap-2">
          {EXAMPLE_REQUESTS.map((example) => (
            <li key={example}>
              <button
                type="button"
                onClick={() => onUseExample(example)}
                className="min-h-11 rounded-full border border-amber-300 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-amber-100"
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="min-h-11 self-start text-sm font-semibold underline"
      >
        Dismiss
      </button>
    </div>
  )
}
