import { useEffect } from 'react'
import { CloseButton } from '~/components/ui/close-button'
import { useAppStore } from '~/stores/app-store'

/** docs/product.md §9: the toast closes itself after 5 seconds. */
export const ERROR_TOAST_MS = 5_000

export function ErrorToast() {
  const error = useAppStore((state) => state.error)
  const clearError = useAppStore((state) => state.clearError)

  useEffect(() => {
    if (!error) return
    const timer = setTimeout(clearError, ERROR_TOAST_MS)
    return () => clearTimeout(timer)
  }, [error, clearError])

  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed top-20 right-4 z-50 flex w-[calc(100%-2rem)] max-w-sm justify-end"
    >
      {error ? (
        <div
          role="alert"
          className="pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-red-200 bg-white p-4 shadow-lg"
        >
          <span aria-hidden="true" className="text-xl">
            ⚠️
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-red-800">Error</p>
            <p className="mt-1 text-sm break-words text-slate-800">{error.message}</p>
            <p className="mt-1 text-xs text-slate-600">Code: {error.code}</p>
          </div>
          <CloseButton
            label="Close error"
            onClick={clearError}
            className="text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          />
        </div>
      ) : null}
    </div>
  )
}
