/** Said beside a draft that did not pass Tipsy's checks: the closest one, never passed off as good. */
export function UncheckedNote({ reason }: { reason: string }) {
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <span className="font-semibold">Not up to our standard:</span> {reason} Read it before you send it.
    </p>
  )
}
