/**
 * docs/product.md §2: a string is shown as is; a map of tone to count gives the tone with the highest
 * count (the first one on a tie); anything else, including an empty map, is "Unknown".
 */
export function mostUsedTone(value: unknown): string {
  if (typeof value === 'string') return value.trim() || 'Unknown'
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'Unknown'
  let best: string | null = null
  let bestCount = 0
  for (const [tone, count] of Object.entries(value)) {
    if (typeof count === 'number' && count > bestCount) {
      best = tone
      bestCount = count
    }
  }
  return best ?? 'Unknown'
}
