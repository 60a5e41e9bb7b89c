import { describe, expect, it } from 'vitest'
import { accuracy, loadSentences, sentimentDatasets } from './sentiment'

describe('sentiment evaluation', () => {
  it('loads the three UCI sets with both classes', () => {
    for (const dataset of sentimentDatasets) {
      const sentences = loadSentences(dataset)
      expect(sentences).toHaveLength(1000)
      expect(new Set(sentences.map((sentence) => sentence.class))).toEqual(new Set([0, 1]))
    }
  })

  it('counts a tie as half right for every scorer', () => {
    const sentences = [
      { text: 'good', class: 1 as const },
      { text: 'bad', class: 0 as const },
      { text: 'meh', class: 1 as const },
      { text: 'wrong', class: 0 as const },
    ]
    const scorer = (text: string) => ({ good: 1, bad: -1, meh: 0, wrong: 1 })[text] ?? 0
    expect(accuracy(sentences, scorer)).toBe(2.5 / 4)
  })
})
