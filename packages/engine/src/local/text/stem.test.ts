import { describe, expect, it } from 'vitest'
import { baseForms } from './stem'

describe('baseForms', () => {
  it('offers singular and uninflected candidates', () => {
    expect(baseForms('parties')).toContain('party')
    expect(baseForms('dogs')).toContain('dog')
    expect(baseForms('boxes')).toContain('box')
    expect(baseForms('dancing')).toContain('dance')
    expect(baseForms('stopped')).toContain('stop')
    expect(baseForms('happiest')).toContain('happy')
  })

  it('offers nothing for short or uninflected words', () => {
    expect(baseForms('cat')).toEqual([])
    expect(baseForms('is')).toEqual([])
  })
})
