import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deletion, sentenceAround, sentencesIn } from './stretches'

/** `deletion` as first written: each pattern anchored at the end of everything before the stretch. */
function deletionByPatterns(text: string, stretch: { start: number; end: number }) {
  let { start, end } = stretch
  const after = text.slice(end)
  const before = text.slice(0, start)
  const following =
    /^(?:\s*[,;:](?:\s+(?:and|but|so|or)\b)?|\s+[-–—](?=\s)|\s+(?:and|but|so|or)\b)?/i.exec(after)?.[0] ?? ''
  const preceding = /(?:[,;:]|\s[-–—]|\s(?:and|but|so|or|because))?\s*$/i.exec(before)?.[0] ?? ''
  const atSentenceStart = /(?:^|[.!?…\n]|\p{Extended_Pictographic}\uFE0F?)\s*$/u.test(before)
  const afterGreeting = /(?:^|[.!?\n]\s*)(?:hi|hello|hey|dear)\s+[\p{L}.'’ ]{1,30},\s*$/iu.test(before)
  if (atSentenceStart || afterGreeting) end += following.length
  else if (preceding.trim() !== '') start -= preceding.length
  else if (following.trim() !== '') end += following.length
  return { start, end, text: '' }
}

const pieces = fc.constantFrom(
  'Hi',
  'hey',
  'Dear',
  'hello',
  'Neil',
  "O'Neil",
  'lol',
  'and',
  'because',
  'so',
  ' ',
  '  ',
  '\n',
  ',',
  ';',
  '.',
  '!',
  '?',
  '…',
  ' - ',
  '—',
  '🎉',
  '❤️',
  'x',
)
const textWithStretch = fc
  .array(pieces, { maxLength: 30 })
  .map((parts) => parts.join(''))
  .chain((text) =>
    fc
      .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }))
      .map(([a, b]) => ({ text, stretch: { start: Math.min(a, b), end: Math.max(a, b) } })),
  )

describe('deletion', () => {
  it('reads the end of the text before the stretch as the patterns anchored there do', () => {
    fc.assert(
      fc.property(textWithStretch, ({ text, stretch }) => {
        expect(deletion(text, stretch)).toEqual(deletionByPatterns(text, stretch))
      }),
      { numRuns: 2000, seed: 36 },
    )
  })

  it('keeps a greeting’s comma', () => {
    const text = 'Hi Neil, lol as I said, the invoice is late.'
    expect(deletion(text, { start: 9, end: 12 })).toEqual({ start: 9, end: 12, text: '' })
  })
})

describe('sentenceAround', () => {
  it('finds the sentence holding an offset, or the whole text between sentences', () => {
    const text = 'First one. Second one!  Third?'
    for (let at = 0; at < text.length; at++) {
      const holding = sentencesIn(text).find((sentence) => sentence.start <= at && at < sentence.end)
      expect(sentenceAround(text, at)).toEqual(holding ?? { start: 0, end: text.length })
    }
  })
})
