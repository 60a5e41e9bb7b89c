/** Stroke paths on a 24 × 24 grid. */
export const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
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
