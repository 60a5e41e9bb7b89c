import { describe, expect, it } from 'vitest'
import { clarityReport, scoreClarity } from './clarity'

const penalty = (text: string, cause: string) =>
  clarityReport(text).penalties.find((found) => found.cause === cause)

describe('clarity', () => {
  it('gives short, direct sentences a high score', () => {
    expect(
      scoreClarity('Can you send the report by Friday? I need it for the board meeting.'),
    ).toBeGreaterThanOrEqual(90)
  })

  it('counts hedges and keeps the words', () => {
    const hedged = 'I think maybe we could sort of move the meeting, if that makes sense.'
    expect(penalty(hedged, 'hedges')?.examples).toEqual([
      'I think',
      'maybe',
      'sort of',
      'if that makes sense',
    ])
    expect(scoreClarity(hedged)).toBeLessThan(scoreClarity('Let us move the meeting to Monday.'))
  })

  it('counts "like" as filler only when set off by commas', () => {
    expect(penalty('It was, like, huge.', 'filler')?.examples).toEqual(['like'])
    expect(penalty('I like the new design.', 'filler')).toBeUndefined()
  })

  it('finds passive voice but not feelings ("I was tired")', () => {
    expect(
      penalty('The report was reviewed and the budget was approved.', 'passive voice')?.examples,
    ).toEqual(['was reviewed', 'was approved'])
    expect(penalty('I was tired and a bit worried.', 'passive voice')).toBeUndefined()
  })

  it('counts vague words', () => {
    expect(penalty("Let's do something about the stuff at some point.", 'vagueness')?.examples).toEqual([
      'something',
      'stuff',
      'at some point',
    ])
  })

  it('penalises long sentences and hard reading', () => {
    const long = `We ${'really need to carefully reconsider the comprehensive organisational restructuring initiative and '.repeat(4)}decide.`
    const report = clarityReport(long)
    expect(report.longestSentenceWords).toBeGreaterThan(40)
    expect(report.score).toBeLessThan(60)
    expect(report.penalties.map((found) => found.cause)).toEqual(
      expect.arrayContaining(['sentence length', 'readability']),
    )
  })

  it('handles emoji only and one-word messages', () => {
    expect(clarityReport('😂😂').penalties[0]?.cause).toBe('no words')
    expect(clarityReport('ok').penalties[0]?.cause).toBe('too short')
  })

  it('skips the English word lists when told the text is not English', () => {
    const report = clarityReport('Creo que tal vez podemos vernos mañana.', { english: false })
    expect(report.penalties.map((found) => found.cause)).not.toContain('readability')
  })

  it('stays within 0–100', () => {
    const worst = `${'um like basically i think maybe sort of stuff things whatever was done '.repeat(20)}`
    expect(scoreClarity(worst)).toBeGreaterThanOrEqual(0)
  })
})
