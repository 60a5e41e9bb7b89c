/** Counted like the textarea's `maxLength` and the server's limit: UTF-16 code units. */
export const countCharacters = (text: string): number => text.length

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length

/** The counter turns amber this close to the limit, so the limit is never a surprise. */
export const NEAR_LIMIT_RATIO = 0.9
