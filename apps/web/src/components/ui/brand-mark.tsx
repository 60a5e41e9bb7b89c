import { useId } from 'react'

export interface BrandMarkProps {
  /** Extra classes, such as the space before the text it stands beside. */
  className?: string
}

/**
 * Tipsy's mark (the favicon's glass), drawn inline. It stands where the 🍸 emoji stood in the
 * header, footer and hero: an emoji there made every page's first layout look up the emoji
 * fonts, a long main-thread task (see ADR 0017). Sized and aligned like a letter of its text.
 */
export function BrandMark({ className = '' }: BrandMarkProps) {
  const gradientId = `brand-mark-${useId()}`
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      className={`inline-block size-[1.1em] shrink-0 align-[-0.2em] ${className}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7e22ce" />
          <stop offset="1" stopColor="#be185d" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path d="M16 18h32L34 34v12h6v4H24v-4h6V34z" fill="#fff" />
    </svg>
  )
}
