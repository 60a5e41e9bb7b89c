/** Counted like the textarea's `maxLength` and the server's limit: UTF-16 code units. */
export const countCharacters = (text: string): number => text.length

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length

/**
 * The first `limit` characters (UTF-16 code units, like the server's limit), never splitting an
 * emoji or other character made of two units.
 */
export function firstCharacters(text: string, limit: number): string {
  if (text.length <= limit) return text
  const cut = text.slice(0, limit)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** The counter turns amber this close to the limit, so the limit is never a surprise. */
export const NEAR_LIMIT_RATIO = 0.9
