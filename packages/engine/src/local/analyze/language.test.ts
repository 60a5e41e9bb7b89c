import { describe, expect, it } from 'vitest'
import { tokenize } from '../text/tokens'
import { looksEnglish } from './language'

const english = (text: string) => looksEnglish(tokenize(text))

describe('looksEnglish', () => {
  it('accepts English, including chat and short texts', () => {
    expect(english('Can you send me the report by Friday?')).toBe(true)
    expect(english('lol ok see u there')).toBe(true)
    expect(english('Merci!')).toBe(true)
  })

  it('rejects other languages and scripts', () => {
    expect(english('Nos vemos mañana en la playa con los amigos')).toBe(false)
    expect(english('Je suis très content de te voir ce soir')).toBe(false)
    expect(english('Привет, как дела? Увидимся завтра.')).toBe(false)
  })
})
