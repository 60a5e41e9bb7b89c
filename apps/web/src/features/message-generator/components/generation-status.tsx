import { Spinner } from '~/components/ui/spinner'

/** docs/product.md §4: after more than 5 seconds of generating, the slow notice appears. */
export const SLOW_NOTICE_AFTER_SECONDS = 5

export function GenerationStatus({ elapsedSeconds }: { elapsedSeconds: number }) {
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <Spinner label={`Generating messages... ${elapsedSeconds}s`} />
      {elapsedSeconds > SLOW_NOTICE_AFTER_SECONDS ? (
        <p className="text-sm text-amber-800">This is taking longer than usual. Please wait...</p>
      ) : null}
    </div>
  )
}
