import { describe, expect, it } from 'vitest'
import { containsUnstorableText, mayHoldUnstorableEscape } from './unstorable-text'

describe('unstorable text', () => {
  it('finds U+0000 and unpaired surrogates in any string or key, however deep', () => {
    expect(containsUnstorableText({ a: ['x', { b: 'y\u0000' }] })).toBe(true)
    expect(containsUnstorableText({ 'k\u0000': 1 })).toBe(true)
    expect(containsUnstorableText(['\ud800'])).toBe(true)
    expect(containsUnstorableText('a\udfffb')).toBe(true)
    let deep: unknown = 'end\u0000'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(containsUnstorableText(deep)).toBe(true)
  })

  it('lets ordinary text through, emoji (paired surrogates) included', () => {
    expect(containsUnstorableText({ a: ['\\u0000 is only text here', '🍕👩‍👩‍👧'], n: 0, z: null })).toBe(
      false,
    )
  })

  it('spots the JSON escapes that could write them', () => {
    expect(mayHoldUnstorableEscape('{"a":"\\u0000"}')).toBe(true)
    expect(mayHoldUnstorableEscape('{"a":"\\uD83D"}')).toBe(true)
    expect(mayHoldUnstorableEscape('{"a":"\\u00e9 🍕"}')).toBe(false)
  })
})
