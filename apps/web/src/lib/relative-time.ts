const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
/** Months are counted as 30 days: the label is approximate past four weeks anyway. */
const MONTH = 30 * DAY

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`

/**
 * docs/product.md §9: seconds under 60, then minutes, hours, days under 7, weeks under 4, then months,
 * each as "{n} unit(s) ago". A time in the future (clock skew) counts as now.
 */
export function relativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(then).getTime())
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second')
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day')
  if (elapsed < 4 * WEEK) return ago(Math.floor(elapsed / WEEK), 'week')
  return ago(Math.max(1, Math.floor(elapsed / MONTH)), 'month')
}
