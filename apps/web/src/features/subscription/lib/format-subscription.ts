import { formatLongDate } from '~/lib/format-date'

/** docs/product.md §9: recurring_pre_tax_amount / 100 in en-US currency format; USD when none is given. */
export function formatAmount(minorUnits: number, currency?: string | null): string {
  const amount = minorUnits / 100
  const code = currency?.trim() || 'USD'
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount)
  } catch {
    // An unknown currency code: the number with the code beside it.
    return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(amount)} ${code.toUpperCase()}`
  }
}

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
