import { describe, expect, it } from 'vitest'
import { emojiFromLlm } from './emoji-from-llm'

describe('emojiFromLlm', () => {
  it('keeps only the emoji, whole sequences included', () => {
    expect(emojiFromLlm('Here you go: 🍕 and 👩‍💻!', undefined)).toBe('🍕👩‍💻')
  })

  it('caps the combination at six emoji', () => {
    expect(emojiFromLlm('😀😃😄😁😆😅🤣😂', undefined)).toBe('😀😃😄😁😆😅')
  })

  it('weaves the preferred emoji in when the model left it out, staying within six', () => {
    expect(emojiFromLlm('🍕🎉', '🔥')).toBe('🍕🔥🎉')
    expect(emojiFromLlm('😀😃😄😁😆😅', '🔥')).toBe('😀🔥😃😄😁😆')
  })

  it('does not repeat a preferred emoji the model already used', () => {
    expect(emojiFromLlm('🔥🍕', '🔥')).toBe('🔥🍕')
  })

  it('is undefined when the model wrote no emoji at all', () => {
    expect(emojiFromLlm('pizza party', '🔥')).toBeUndefined()
  })
})
