import { describe, expect, it } from 'vitest'
import { clarityReport } from './clarity'
import { buildInsights } from './insights'
import { detectRedFlags } from './red-flags'
import { scoreSentiment } from './sentiment'
import { temperatureReport } from './temperature'

function insightsFor(text: string, english = true): string[] {
  const sentiment = scoreSentiment(text)
  return buildInsights({
    sentiment,
    clarity: clarityReport(text, { english }),
    temperature: temperatureReport(text, sentiment),
    redFlags: detectRedFlags(text, 'text_friend'),
    english,
  })
}

describe('buildInsights', () => {
  it('quotes the hedges that lower clarity', () => {
    const insights = insightsFor('I think maybe we should just go to the park tomorrow.')
    expect(
      insights.some(
        (line) =>
          line.includes('3 hedges') &&
          line.includes('“I think”') &&
          line.includes('“maybe”') &&
          line.includes('“just”'),
      ),
    ).toBe(true)
  })

  it('names the length of the longest sentence when that is the problem', () => {
    const sentence = `${'we should talk about the plan and the budget and the people '.repeat(4)}today`
    expect(insightsFor(sentence).join(' ')).toMatch(/longest sentence has \d+ words/i)
  })

  it('explains negation and the top red flag in the message’s own words', () => {
    const insights = insightsFor("You never listen, it's not fair.")
    expect(insights.join(' ')).toContain('“You never”')
    expect(insights.join(' ')).toContain('“not” turns “fair”')
  })

  it('says what heats the message up', () => {
    expect(insightsFor('WHY WOULD YOU DO THAT').join(' ')).toMatch(/Capitals \(“WHY”, “WOULD”, “YOU”\)/)
  })

  it('gives 2–5 insights, with a note when the text is not English', () => {
    for (const text of ['ok', 'Thanks!', 'YOU NEVER LISTEN!!! sorry sorry sorry, per my last email 😡']) {
      const count = insightsFor(text).length
      expect(count).toBeGreaterThanOrEqual(2)
      expect(count).toBeLessThanOrEqual(5)
    }
    expect(insightsFor('Nos vemos mañana en la playa con los amigos', false)[0]).toMatch(/tuned for English/)
  })
})
