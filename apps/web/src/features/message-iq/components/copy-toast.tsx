/** docs/product.md §2: the top toast "Copied to clipboard!" (its 3 s timer lives with the copy action). */
export function CopyToast({ visible }: { visible: boolean }) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      {visible ? (
        <p
          role="status"
          className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg"
        >
          <span aria-hidden="true">✅ </span>Copied to clipboard!
        </p>
      ) : null}
    </div>
  )
}
