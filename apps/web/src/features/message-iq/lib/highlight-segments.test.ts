import type { RedFlag } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { highlightSegments, worstSeverity } from './highlight-segments'

const flag = (overrides: Partial<RedFlag>): RedFlag => ({
  type: 'absolutes',
  severity: 'medium',
  description: 'd',
  suggestion: 's',
  ...overrides,
})

const summary = (text: string, flags: RedFlag[]) =>
  highlightSegments(text, flags).map((segment) => [segment.text, segment.flags.map((f) => f.type)])

describe('highlightSegments', () => {
  const text = 'Per my last email, you NEVER reply. Fine.'

  it('returns the text unmarked when nothing is flagged', () => {
    expect(summary(text, [])).toEqual([[text, []]])
  })

  it('marks each span and keeps the text around it', () => {
    const flags = [
      flag({ type: 'passive_aggression', span: { start: 0, end: 17 } }),
      flag({ type: 'absolutes', span: { start: 23, end: 28 } }),
    ]
    expect(summary(text, flags)).toEqual([
      ['Per my last email', ['passive_aggression']],
      [', you ', []],
      ['NEVER', ['absolutes']],
      [' reply. Fine.', []],
    ])
  })

  it('merges overlapping and touching spans into one mark that carries every flag', () => {
    const flags = [
      flag({ type: 'all_caps', span: { start: 23, end: 28 } }),
      flag({ type: 'absolutes', span: { start: 19, end: 28 } }),
      flag({ type: 'blame', span: { start: 28, end: 34 } }),
    ]
    expect(summary(text, flags)).toEqual([
      ['Per my last email, ', []],
      ['you NEVER reply', ['absolutes', 'all_caps', 'blame']],
      ['. Fine.', []],
    ])
  })

  it('finds a flag without a span by its quoted text, and ignores spans outside the text', () => {
    const flags = [
      flag({ type: 'dismissive', text: 'fine.' }),
      flag({ type: 'bogus', span: { start: 90, end: 99 } }),
    ]
    expect(summary(text, flags)).toEqual([
      ['Per my last email, you NEVER reply. ', []],
      ['Fine.', ['dismissive']],
    ])
  })

  it('clamps a span that runs past the end', () => {
    expect(summary('Fine.', [flag({ span: { start: 0, end: 40 } })])).toEqual([['Fine.', ['absolutes']]])
  })
})

describe('worstSeverity', () => {
  it('picks the most serious one', () => {
    expect(worstSeverity([flag({ severity: 'low' }), flag({ severity: 'high' })])).toBe('high')
    expect(worstSeverity([flag({ severity: 'low' })])).toBe('low')
  })
})
