import { formatLongDate } from '~/lib/format-date'

/** docs/product.md §9: en-US with the long month, day and year ("December 22, 2026"). */
export const formatBillingDate = (iso: string): string => formatLongDate(iso)

const frequencies: Record<string, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  year: 'Yearly',
}

/** The provider's interval ("Month") as people say it ("Monthly"). */
export function frequencyLabel(interval: string): string {
  const known = frequencies[interval.trim().toLowerCase()]
  if (known) return known
  const text = interval.trim().replaceAll('_', ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
