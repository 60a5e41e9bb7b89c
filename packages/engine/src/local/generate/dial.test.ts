import { describe, expect, it } from 'vitest'
import { seededRandom } from '../text/random'
import { applyCare, loosen, slur } from './dial'
import { neighbourKeys, typo } from './keyboard'

const TEXT = 'I would really like to see you again this weekend. Let me know what works for you. Talk soon!'

function changedWords(original: string, changed: string): number {
  const before = new Set(original.toLowerCase().match(/\p{L}+/gu))
  return (changed.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !before.has(word)).length
}

describe('keyboard typos', () => {
  it('knows QWERTY neighbours', () => {
    expect(neighbourKeys('s').split('').sort().join('')).toBe('adewxz')
    expect(neighbourKeys('p')).toContain('o')
  })

  it('changes one letter but never the first', () => {
    for (let seed = 0; seed < 50; seed++) {
      const slip = typo('weekend', seededRandom(seed))
      expect(slip.charAt(0)).toBe('w')
      expect(Math.abs(slip.length - 7)).toBeLessThanOrEqual(1)
    }
  })
})

describe('the dial', () => {
  it('makes more typos the drunker it is', () => {
    const typos = (level: number) =>
      Array.from({ length: 40 }, (_, seed) =>
        changedWords(TEXT, slur(TEXT, level, seededRandom(seed))),
      ).reduce((a, b) => a + b)
    const [none, half, full] = [typos(0), typos(0.5), typos(1)]
    expect(none).toBe(0)
    expect(half).toBeGreaterThan(none)
    expect(full).toBeGreaterThan(half)
  })

  it('loosens tipsy text into lower case, held letters and emoji', () => {
    const loose = Array.from({ length: 20 }, (_, seed) => loosen(TEXT, 1, seededRandom(seed))).join(' ')
    expect(loose).toMatch(/(\p{L})\1{2,}/u)
    expect(loose).toMatch(/\p{Extended_Pictographic}/u)
    expect(loose).toMatch(/(?:^|[.!?] )\p{Ll}/u)
    expect(loosen(TEXT, 0, seededRandom(1))).toBe(TEXT)
  })

  it('at full sober spells out contractions and drops emoji and exclamation marks', () => {
    const careful = applyCare("hey, i'm gonna be there! 😊", 1, seededRandom(4))
    expect(careful).toBe('Hey, I am going to be there.')
  })
})
