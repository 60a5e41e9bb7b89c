import { type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react'

/** docs/product.md §9: the composer grows with its content up to 180 px, then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 180

type AutoGrowTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }

export function AutoGrowTextarea({ value, className = '', ...props }: AutoGrowTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const textarea = ref.current
    if (!textarea) return
    textarea.style.height = 'auto'
    const wanted = textarea.scrollHeight
    textarea.style.height = `${Math.min(wanted, COMPOSER_MAX_HEIGHT_PX)}px`
    textarea.style.overflowY = wanted > COMPOSER_MAX_HEIGHT_PX ? 'auto' : 'hidden'
  }, [value])

  // One line to start with (phones need the room); it grows with the text.
  return <textarea ref={ref} value={value} rows={1} className={`resize-none ${className}`} {...props} />
}
