/**
 * A table looked up by words from the user's text. It has no prototype, so words such as
 * "constructor" or "toString" find nothing in it rather than Object's own methods.
 */
export const wordTable = <T>(entries: Record<string, T>): Record<string, T> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries))
