const EMOJIS = ['🍸', '💬', '😜', '✨', '🥂']

/** The full-screen splash of docs/product.md §2. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-linear-to-br from-brand-50 via-white to-pink-50"
    >
      <div aria-hidden="true" className="flex gap-3 text-4xl sm:text-5xl">
        {EMOJIS.map((emoji, index) => (
          <span
            key={emoji}
            className="inline-block motion-safe:animate-emoji-bob"
            style={{ animationDelay: `${index * 120}ms` }}
          >
            {emoji}
          </span>
        ))}
      </div>
      <p className="text-lg font-semibold text-brand-800">Loading your experience...</p>
    </div>
  )
}
