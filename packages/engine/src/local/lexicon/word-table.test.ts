import {
  analysisSchema,
  defaultTones,
  emojiGenerateResponseSchema,
  generatedMessageSchema,
  rewriteSchema,
} from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../../create-engine'
import { wordTable } from './word-table'

const objectWords = 'constructor toString valueOf __proto__ hasOwnProperty isPrototypeOf'

describe('word tables', () => {
  it('find only their own words', () => {
    const table = wordTable({ lol: 'laughing' })
    expect(table.lol).toBe('laughing')
    expect(table.constructor).toBeUndefined()
    expect('toString' in table).toBe(false)
  })

  // Found by the fuzzer: "constructor" found Object's constructor in the slang table (emoji: a
  // TypeError) and in the intensifiers (analysis: NaN scores); both were 500s.
  it('let the engine treat words named like Object members as ordinary words', async () => {
    const engine = createEngine({ provider: 'local' })
    const text = `so ${objectWords} happy today`
    expect(analysisSchema.safeParse(await engine.analyze(text, 'general')).success).toBe(true)
    for (const rewrite of await engine.rewrite(text, 'general', ['professional', 'friendly'])) {
      expect(rewriteSchema.safeParse(rewrite).success).toBe(true)
    }
    const emoji = await engine.emojify(text, null)
    expect(emojiGenerateResponseSchema.shape.emoji.safeParse(emoji).success).toBe(true)
    for (const message of await engine.generate({
      prompt: `tell them ${objectWords}`,
      tones: defaultTones,
    })) {
      expect(generatedMessageSchema.safeParse(message).success).toBe(true)
    }
  })
})
