const DAY_MS = 24 * 60 * 60 * 1000

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** "Today", "3 days", "5 weeks", "4 months", "2 years" — how long the account has existed. */
export function formatAccountAge(createdAt: Date, now: Date): string {
  const days = Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS)
  if (days < 1) return 'Today'
  if (days < 14) return plural(days, 'day')
  if (days < 60) return plural(Math.floor(days / 7), 'week')
  if (days < 365) return plural(Math.floor(days / 30), 'month')
  return plural(Math.floor(days / 365), 'year')
}
