import { Spinner } from '~/components/ui/spinner'

export interface GenerationResultProps {
  isLoading: boolean
  result: { text: string; emoji: string } | null
}

/** docs/product.md §2: "Generating emoji..." while loading, then the emoji next to the message. */
export function GenerationResult({ isLoading, result }: GenerationResultProps) {
  return (
    <div aria-live="polite" aria-busy={isLoading}>
      {isLoading ? (
        <Spinner label="Generating emoji..." className="py-4" />
      ) : result ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-brand-50 px-5 py-4">
          <span className="min-w-0 text-lg break-words text-slate-900">{result.text}</span>
          <span className="text-3xl" data-testid="emoji-result">
            {result.emoji}
          </span>
        </p>
      ) : null}
    </div>
  )
}
