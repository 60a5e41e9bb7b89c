import { capitalizeSentences } from './casing'

function tidyLine(line: string): string {
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
