import { describe, expect, it } from 'vitest'
import { findEmoji } from '../text/tokens'
import { emojify } from './emojify'

const emojiOf = (text: string) => findEmoji(text).map((match) => match.emoji)

describe('emojify', () => {
  it('finds emoji for keywords, in the order of the words', () => {
    expect(emojify('I love pizza and my dog')).toBe('❤️🍕🐕️')
    expect(emojify('Happy birthday! Let’s party tonight')).toBe('😊🎂🎉')
  })

  it('handles plurals, inflections, slang, elongations and two-word names', () => {
    expect(emojiOf(emojify('cats and dogs'))).toHaveLength(2)
    expect(emojify('birthdays')).toContain('🎂')
    expect(emojify('dancing')).toContain('💃')
    expect(emojify('luckiest puppies')).toBe('🍀🐶')
    expect(emojify('heyyy bday')).toContain('🎂')
    expect(emojify('ice cream time')).toContain('🍨')
  })

  it('weaves the preferred emoji in at the start and the end', () => {
    const result = emojify('pizza night', '🔥')
    expect(result.startsWith('🔥')).toBe(true)
    expect(result.endsWith('🔥')).toBe(true)
    expect(result).toContain('🍕')
    expect(emojify('pizza', 'not an emoji')).toBe(emojify('pizza'))
  })

  it('gives 2 to 6 emoji, even for long text', () => {
    const long = 'pizza dog cat beach sun rain coffee music party rocket star book laptop'
    expect(emojiOf(emojify(long)).length).toBeLessThanOrEqual(6)
    expect(emojiOf(emojify(long, '🦄')).length).toBeLessThanOrEqual(6)
    expect(emojiOf(emojify('pizza')).length).toBe(2)
  })

  it('falls back to the mood when no word is known, and keeps emoji-only input', () => {
    expect(emojify('xyzzy plugh')).toBe('✨💬')
    expect(emojify('I hate this awful horrible day')).toMatch(/😢|😔|😡/u)
    expect(emojify('🍕🍕🎉')).toBe('🍕🎉')
    expect(emojify('   ')).not.toBe('')
  })
})
