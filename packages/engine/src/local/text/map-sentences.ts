/** A sentence of the text with the punctuation that ends it. */
export interface SentencePart {
  /** Whatever precedes the sentence: start of text, spaces or a line break. */
  lead: string
  body: string
  end: string
}

const SENTENCE = /(\s*)([^.!?\n]+)([.!?…]*)/g

/** Rewrites each sentence; sentences the callback returns unchanged stay byte for byte. */
export function mapSentences(text: string, rewrite: (sentence: SentencePart) => SentencePart): string {
  return text.replace(SENTENCE, (whole, lead: string, body: string, end: string) => {
    const next = rewrite({ lead, body, end })
    if (next.lead === lead && next.body === body && next.end === end) return whole
    return next.lead + next.body + next.end
  })
}

export function lowerFirst(text: string): string {
  return /^I\b|^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)
}
