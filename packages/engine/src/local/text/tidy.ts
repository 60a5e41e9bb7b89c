import { capitalizeSentences } from './casing'

const TIDIED_LINES_KEPT = 256
const tidiedLines = new Map<string, string>()

/**
 * A line tidied once: a rewrite tidies after every step, and a message of hundreds of lines
 * ("no.\nfine.\n…") repeats the same few lines.
 */
function tidyLine(line: string): string {
  const known = tidiedLines.get(line)
  if (known !== undefined) return known
  const tidied = tidyLineOnce(line)
  if (tidiedLines.size >= TIDIED_LINES_KEPT) tidiedLines.delete(tidiedLines.keys().next().value as string)
  tidiedLines.set(line, tidied)
  return tidied
}

function tidyLineOnce(line: string): string {
  return capitalizeSentences(
    line
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/([.!?])(?:\s+[,;:.!?]+)+(?=\s|$)/g, '$1')
      .replace(/[ \t]+([,.!?;:])/g, '$1')
      .replace(/([.!?])[,;:]+/g, '$1')
      .replace(/[,;:]+(?=[.!?])/g, '')
      .replace(/,{2,}/g, ',')
      .replace(/^[\s,;:.!?]+/, '')
      .trim(),
  )
}

/**
 * Cleans up after words were removed or replaced: doubled spaces, space before punctuation,
 * orphaned commas, empty sentences, and capitals at sentence starts. Keeps line breaks.
 */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map(tidyLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
