/** What a stale result says: the message changed since it was made, and how to bring it up to date. */
const NOTES = {
  analysis: 'Your message has changed since this analysis. Press Analyze to analyze it again.',
  rewrites: 'Your message has changed since these rewrites. Press Rewrite for rewrites of this one.',
} as const

export function StaleNote({ what }: { what: keyof typeof NOTES }) {
  return (
    <p
      role="status"
      className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {NOTES[what]}
    </p>
  )
}
