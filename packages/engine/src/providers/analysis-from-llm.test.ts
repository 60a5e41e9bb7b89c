import { analysisSchema } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { analysisFromLlm, locateQuote, toSeverity } from './analysis-from-llm'

const measured = {
  clarity: { score: 140 },
  sentiment: { label: 'negative' as const, score: -1.7 },
  emotional_temperature: { value: -5, label: 'cool' },
}

const flag = (text: string, overrides: object = {}) => ({
  type: 'passive_aggressive',
  severity: 'high',
  text,
  description: ' Reads as blame. ',
  suggestion: ' Say it plainly. ',
  ...overrides,
})

describe('locateQuote', () => {
  const message = 'Fine.  Per my LAST email,\nthe report was due.'

  it('finds a whole phrase regardless of case', () => {
    expect(locateQuote(message, 'per my last email')).toEqual({ start: 7, end: 24 })
  })

  it('matches across re-spaced whitespace and strips quotes the model added', () => {
    const span = locateQuote(message, '"email, the report"')
    expect(span && message.slice(span.start, span.end)).toBe('email,\nthe report')
  })

  it('returns undefined for a quote the message does not contain, or an empty one', () => {
    expect(locateQuote(message, 'you never listen')).toBeUndefined()
    expect(locateQuote(message, '  ')).toBeUndefined()
  })
})

describe('toSeverity', () => {
  it('keeps our severities and maps the words models use instead', () => {
    expect(toSeverity('High')).toBe('high')
    expect(toSeverity('critical')).toBe('high')
    expect(toSeverity('moderate')).toBe('medium')
    expect(toSeverity(' minor ')).toBe('low')
    expect(toSeverity('banana')).toBe('medium')
  })
})

describe('analysisFromLlm', () => {
  const message = 'Per my last email, the report was due Friday.'

  it('clamps the measured numbers into the contract ranges', () => {
    const analysis = analysisFromLlm(
      message,
      { tone: { value: 'neutral', description: 'x' }, red_flags: [], insights: [] },
      measured,
    )
    expect(analysis.scores.clarity.score).toBe(100)
    expect(analysis.scores.sentiment.score).toBe(-1)
    expect(analysis.scores.emotional_temperature.value).toBe(0)
    expect(analysisSchema.safeParse(analysis).success).toBe(true)
  })

  it('takes the span and text of a red flag from the message, not from the model', () => {
    const analysis = analysisFromLlm(
      message,
      {
        tone: { value: ' Passive-Aggressive ', description: ' Cold. ' },
        red_flags: [flag('PER MY LAST EMAIL')],
        insights: [],
      },
      measured,
    )
    expect(analysis.scores.tone).toEqual({ value: 'passive-aggressive', description: 'Cold.' })
    expect(analysis.red_flags[0]).toEqual({
      type: 'passive_aggressive',
      severity: 'high',
      text: 'Per my last email',
      span: { start: 0, end: 17 },
      description: 'Reads as blame.',
      suggestion: 'Say it plainly.',
    })
  })

  it('keeps a flag whose quote was invented, without text or span', () => {
    const analysis = analysisFromLlm(
      message,
      {
        tone: { value: 'neutral', description: 'x' },
        red_flags: [flag('you always do this', { type: 'Absolute Language' })],
        insights: [],
      },
      measured,
    )
    expect(analysis.red_flags[0]).toMatchObject({ type: 'absolute_language' })
    expect(analysis.red_flags[0]).not.toHaveProperty('text')
    expect(analysis.red_flags[0]).not.toHaveProperty('span')
  })

  it('drops repeated flags and empty or repeated insights', () => {
    const analysis = analysisFromLlm(
      message,
      {
        tone: { value: 'neutral', description: 'x' },
        red_flags: [flag('per my last email'), flag('Per my last email')],
        insights: ['Opens coldly.', ' ', 'opens coldly.', 'No clear ask.'],
      },
      measured,
    )
    expect(analysis.red_flags).toHaveLength(1)
    expect(analysis.insights).toEqual(['Opens coldly.', 'No clear ask.'])
  })
})
