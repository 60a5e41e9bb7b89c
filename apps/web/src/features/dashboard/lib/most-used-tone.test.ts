import { describe, expect, it } from 'vitest'
import { mostUsedTone } from './most-used-tone'

describe('mostUsedTone (docs/product.md §2 Dashboard)', () => {
  it('shows a string as is', () => {
    expect(mostUsedTone('tipsy')).toBe('tipsy')
    expect(mostUsedTone('Very Flirty')).toBe('Very Flirty')
  })

  it('picks the tone with the highest count from a map', () => {
    expect(mostUsedTone({ sober: 3, tipsy: 7, drunk: 2 })).toBe('tipsy')
    expect(mostUsedTone({ funny: 1 })).toBe('funny')
  })

  it('keeps the first tone on a tie', () => {
    expect(mostUsedTone({ casual: 4, bold: 4 })).toBe('casual')
  })

  it.each([
    ['an empty map', {}],
    ['a map of zero counts', { sober: 0 }],
    ['a map without numbers', { sober: 'many' }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', ['tipsy']],
    ['a blank string', '  '],
  ])('is "Unknown" for %s', (_, value) => {
    expect(mostUsedTone(value)).toBe('Unknown')
  })
})
