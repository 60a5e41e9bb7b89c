const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/**
 * docs/product.md §9: dates in en-US with the long month, day and year ("October 18, 2025"). A calendar date
 * (`2025-10-18`) is read as UTC, so the prerendered page and every visitor's browser agree.
 */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(isoDate))
}
