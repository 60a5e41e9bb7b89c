import { ApiError } from './api-error'

// PostgreSQL cannot store U+0000 in text or JSON, nor an unpaired UTF-16 surrogate in JSON, so
// text holding either is refused where it enters (a 400) rather than failing in the database.

/** In `u` mode a paired surrogate is one code point, so only unpaired ones match `\p{Cs}`. */
const UNPAIRED_SURROGATE = /\p{Cs}/u
const isUnstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text)

/** Whether any string or key in a parsed value is unstorable. Iterative: bodies may nest deeply. */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (isUnstorable(next)) return true
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (isUnstorable(key)) return true
        pending.push(child)
      }
    }
  }
  return false
}

/** In JSON text both can only be written as escapes: `\u0000`, `\ud800`–`\udfff`. */
export const mayHoldUnstorableEscape = (json: string): boolean => /\\u(0000|d[89a-f])/i.test(json)

export const unstorableTextRefused = () =>
  new ApiError(400, 'Text must not contain NUL (\\u0000) characters or unpaired surrogates', 'invalid_text')
