export interface AvatarProps {
  name: string
  picture: string | null
  size?: 'sm' | 'lg'
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]]
  return (
    letters
      .map((word) => (word ? Array.from(word)[0] : ''))
      .join('')
      .toUpperCase() || '?'
  )
}

const sizes = { sm: 'size-8 text-xs', lg: 'size-20 text-2xl' }

export function Avatar({ name, picture, size = 'sm' }: AvatarProps) {
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        referrerPolicy="no-referrer"
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-2 ring-brand-100`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-700 to-accent-700 font-bold text-white`}
    >
      {initialsOf(name)}
    </span>
  )
}
