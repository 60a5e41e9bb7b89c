/** Stroke paths on a 24 × 24 grid. */
export const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
} as const

export interface IconProps {
  name: keyof typeof iconPaths
  className?: string
}

/** A decorative line icon; the control that holds it carries the accessible name. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
