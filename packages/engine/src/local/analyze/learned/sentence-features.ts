/**
 * What the learned red-flag model reads in one sentence: its words, pairs and triples of words,
 * how it opens, and its shape (capitals, repeated marks, emoji, a clock time). Numbers and times
 * become placeholders so "by 9" and "by 10" teach the same thing.
 */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\p{Extended_Pictographic}/gu
const CLOCK = /^(?:\d{1,2}(?::\d{2})?(?:am|pm)|\d{1,2}:\d{2})$/

function normalised(word: string): string {
  const lower = word.toLowerCase().replaceAll('’', "'")
  if (CLOCK.test(lower)) return '<time>'
  if (/^\d+(?:st|nd|rd|th|k|s)?$/.test(lower)) return '<num>'
  if (/^\p{Extended_Pictographic}$/u.test(lower)) return '<emoji>'
  return lower
}

export function sentenceFeatures(sentence: string): string[] {
  const words = [...sentence.matchAll(WORD)].map((match) => normalised(match[0]))
  const features = new Set<string>()
  const padded = ['<s>', ...words, '</s>']
  for (const [index, word] of padded.entries()) {
    if (index > 0 && index < padded.length - 1) features.add(word)
    const next = padded[index + 1]
    if (next !== undefined) features.add(`${word} ${next}`)
    const after = padded[index + 2]
    if (next !== undefined && after !== undefined) features.add(`${word} ${next} ${after}`)
  }
  const capitals = sentence.match(/\b\p{Lu}{2,}\b/gu)?.length ?? 0
  if (capitals >= 2) features.add('#capitals')
  if (/[!?]{2,}/.test(sentence)) features.add('#repeated-marks')
  if (/\?\s*$/.test(sentence)) features.add('#question')
  if (/(\p{L})\1{2,}/u.test(sentence)) features.add('#stretched-letters')
  features.add('#bias')
  return [...features]
}
