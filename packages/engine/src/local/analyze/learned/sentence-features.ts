/**
 * What the learned red-flag model reads in one sentence: its words, pairs and triples of words,
 * how it opens, and its shape (capitals, repeated marks, emoji, a clock time). Numbers and times
 * become placeholders so "by 9" and "by 10" teach the same thing.
 */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\p{Extended_Pictographic}/gu
const CLOCK = /^(?:\d{1,2}(?::\d{2})?(?:am|pm)|\d{1,2}:\d{2})$/

/** Most words are letters only: none of the placeholders below can apply to them. */
const PLAIN_WORD = /^[a-z']+$/

function normalised(word: string): string {
  const lower = word.toLowerCase().replaceAll('’', "'")
  if (PLAIN_WORD.test(lower)) return lower
  if (CLOCK.test(lower)) return '<time>'
  if (/^\d+(?:st|nd|rd|th|k|s)?$/.test(lower)) return '<num>'
  if (/^\p{Extended_Pictographic}$/u.test(lower)) return '<emoji>'
  return lower
}

export function sentenceFeatures(sentence: string): string[] {
  const padded = ['<s>']
  WORD.lastIndex = 0
  for (let match = WORD.exec(sentence); match; match = WORD.exec(sentence)) padded.push(normalised(match[0]))
  padded.push('</s>')
  const features = new Set<string>()
  for (const [index, word] of padded.entries()) {
    if (index > 0 && index < padded.length - 1) features.add(word)
    const next = padded[index + 1]
    if (next !== undefined) features.add(`${word} ${next}`)
    const after = padded[index + 2]
    if (next !== undefined && after !== undefined) features.add(`${word} ${next} ${after}`)
  }
  // Plain ASCII, the usual case, gets the same answers from patterns without the slow u flag.
  const ascii = !/[^\t\n\r\x20-\x7e]/.test(sentence)
  const capitals = sentence.match(ascii ? /\b[A-Z]{2,}\b/g : /\b\p{Lu}{2,}\b/gu)?.length ?? 0
  if (capitals >= 2) features.add('#capitals')
  if (/[!?]{2,}/.test(sentence)) features.add('#repeated-marks')
  if (/\?\s*$/.test(sentence)) features.add('#question')
  if ((ascii ? /([A-Za-z])\1{2,}/ : /(\p{L})\1{2,}/u).test(sentence)) features.add('#stretched-letters')
  features.add('#bias')
  return [...features]
}
