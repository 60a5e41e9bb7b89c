import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Writes text to the clipboard and remembers which item (`key`) was copied for `resetMs`, so a
 * list can mark the one copied button. `copy` resolves to false when the clipboard refused;
 * what to tell the user about that is the caller's choice.
 */
export function useCopyToClipboard(resetMs: number) {
  const [copiedKey, setCopiedKey] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(
    async (key: string, text: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text)
      } catch (error) {
        console.warn('Copy to clipboard failed', error)
        return false
      }
      clearTimeout(timer.current)
      setCopiedKey(key)
      timer.current = setTimeout(() => setCopiedKey(null), resetMs)
      return true
    },
    [resetMs],
  )

  return { copiedKey, copy }
}
