import { describe, expect, it } from 'vitest'
import { execAll } from './exec-all'

describe('execAll', () => {
  it('finds every match with its offset, like matchAll', () => {
    const pattern = /\bcat\w*/gi
    const text = 'Cats and a cat; catalogue.'
    expect(execAll(text, pattern).map((match) => [match[0], match.index])).toEqual(
      [...text.matchAll(pattern)].map((match) => [match[0], match.index]),
    )
  })

  it('starts from the first character whatever an earlier caller left in lastIndex', () => {
    const pattern = /o/g
    pattern.exec('foo')
    expect(pattern.lastIndex).toBe(2)
    expect(execAll('oxo', pattern)).toHaveLength(2)
    expect(pattern.lastIndex).toBe(0)
  })

  it('steps past empty matches instead of looping', () => {
    expect(execAll('ab', /x*/g)).toHaveLength(3)
  })

  it('refuses a pattern without the g flag (it would never end)', () => {
    expect(() => execAll('a', /a/)).toThrow(/global/)
  })
})
