/** A piece of a message harper lints on its own, and where it starts in the message. */
export interface LintChunk {
  start: number
  text: string
  /** Cut inside a sentence (no sentence ended early enough): its first word starts no sentence. */
  midSentence: boolean
}

/** The end of a sentence with the spaces after it, or a line break. */
const SENTENCE_END = /[.!?…]+['"’”)\]]*\s+|\n\s*/g

/** Where the last sentence of `window` ends (after its spaces), or 0 when none ends in it. */
function lastSentenceEnd(window: string): number {
  let end = 0
  for (const match of window.matchAll(SENTENCE_END)) end = match.index + match[0].length
  return end
}

/** After the last space of `window`, or its full length when it has none (never inside a surrogate pair). */
function lastWordEnd(window: string, maxChars: number): number {
  const space = window.search(/\s\S*$/)
  if (space > 0) return space + 1
  const code = window.charCodeAt(maxChars - 1)
  return code >= 0xd800 && code <= 0xdbff ? maxChars - 1 : maxChars
}

/**
 * The message in pieces of at most `maxChars`, cut at the end of a sentence where one ends in
 * time, else after a word. harper's lints are about a sentence at most, so the pieces' lints are
 * the message's; a short message is one piece.
 */
export function lintChunks(text: string, maxChars: number): LintChunk[] {
  const chunks: LintChunk[] = []
  let start = 0
  let midSentence = false
  while (text.length - start > maxChars) {
    const window = text.slice(start, start + maxChars)
    const sentenceEnd = lastSentenceEnd(window)
    const end = sentenceEnd > 0 ? sentenceEnd : lastWordEnd(window, maxChars)
    chunks.push({ start, text: window.slice(0, end), midSentence })
    midSentence = sentenceEnd === 0
    start += end
  }
  if (start < text.length) chunks.push({ start, text: text.slice(start), midSentence })
  return chunks
}
