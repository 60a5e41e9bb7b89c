import { describe, expect, it } from 'vitest'
import { readLanguage, readsAsEnglish } from './language'

describe('readLanguage', () => {
  it('reads English, including chat, short texts and words the identifier hesitates over', () => {
    for (const text of [
      'Can you send me the report by Friday?',
      'lol ok see u there',
      'congrats!!!',
      'ngl kinda gutted',
      'new caramel latte',
      'Merci!',
      'k',
    ]) {
      expect(readsAsEnglish(text), text).toBe(true)
    }
  })

  it('judges the words only: mentions, links, hashtags and emoji do not make English foreign', () => {
    for (const text of [
      '@sam congrats!!!',
      'ugh https://x.co/abc 🙄',
      'rain rain rain 🌧️ #manchester',
      '🎉🎉 @team we did it',
      '@maria 👍',
      'new post up → bit.ly/3xYz #SundayFunday',
      '😂😂😂',
    ]) {
      expect(readsAsEnglish(text), text).toBe(true)
    }
  })

  it('recognises other languages and names the one it found', () => {
    expect(readLanguage('Nos vemos mañana en la playa con los amigos')).toEqual({
      english: false,
      language: 'es',
    })
    expect(readLanguage('Je suis très content de te voir ce soir')).toEqual({
      english: false,
      language: 'fr',
    })
    expect(readLanguage('Wir haben gewonnen!!! 🏆🎉 @FCBayern #MiaSanMia')).toEqual({
      english: false,
      language: 'de',
    })
    expect(readLanguage('Привет, как дела? Увидимся завтра.')).toMatchObject({ english: false })
    expect(readLanguage('電車また遅れてる…😩 @JR_East')).toMatchObject({ english: false, language: 'ja' })
  })
})
