import { analysisSchema } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../../engine'
import { seededRandom } from '../text/random'
import { analyzeMessage } from './analyze'

describe('analyzeMessage', () => {
  it('returns exactly the contract’s Analysis', () => {
    const analysis = analyzeMessage(
      'Per my last email, I need the report ASAP!!! You never reply.',
      'work_email',
    )
    expect(analysisSchema.parse(analysis)).toEqual(analysis)
    expect(analysis.scores.tone.value).toBe('passive-aggressive')
    expect(analysis.red_flags.map((flag) => flag.type)).toEqual(
      expect.arrayContaining(['passive_aggressive', 'pressure', 'absolute_language', 'missing_greeting']),
    )
    expect(analysis.insights.length).toBeGreaterThanOrEqual(2)
  })

  it('reads a short social message like the same words without the mention, link or emoji noise', () => {
    const plain = analyzeMessage('congrats!!!', 'text_friend')
    const social = analyzeMessage('@sam congrats!!! https://bit.ly/3xYz', 'text_friend')
    expect(social.scores.sentiment).toEqual(plain.scores.sentiment)
    expect(social.scores.sentiment.label).toBe('very positive')
    expect(social.insights.join(' ')).not.toMatch(/language other than English/)
  })

  it('gives text in another language the neutral reading and says why', () => {
    const analysis = analyzeMessage('Quelle journée horrible, j’ai perdu mon portefeuille #Paris', 'general')
    expect(analysis.scores.sentiment.score).toBe(0)
    expect(analysis.insights[0]).toMatch(/language other than English/)
  })

  it('is deterministic', () => {
    const text = 'Hey! Had a great time, thanks again 😊'
    expect(analyzeMessage(text, 'dating_app')).toEqual(analyzeMessage(text, 'dating_app'))
  })

  it('uses the time it is given for late-night rules', () => {
    const text = 'heyyy u up? i miss youuu'
    const types = (localTime?: string) =>
      analyzeMessage(text, 'dating_app', { localTime }).red_flags.map((flag) => flag.type)
    expect(types('02:00')).toContain('drunk_text')
    expect(types('20:00')).not.toContain('drunk_text')
    expect(types()).not.toContain('drunk_text')
  })

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t  '],
    ['over 2,000 characters', 'a'.repeat(2001)],
    ['binary junk', '\u0000\u0001\u0002binary\u0003\u0004'],
    ['mostly control characters', '\u0001\u0002\u0003\u0004\u0005ab'],
  ])('rejects %s input with invalid_input', (_, text) => {
    expect(() => analyzeMessage(text, 'general')).toThrow(EngineError)
    try {
      analyzeMessage(text, 'general')
    } catch (error) {
      expect((error as EngineError).kind).toBe('invalid_input')
    }
  })

  it('accepts exactly 2,000 characters', () => {
    expect(
      analyzeMessage('ok '.repeat(667).slice(0, 2000), 'general').scores.clarity.score,
    ).toBeGreaterThanOrEqual(0)
  })

  it('reads a message of only emoji', () => {
    const analysis = analyzeMessage('😂😂😂', 'text_friend')
    expect(analysis.scores.sentiment.label).toMatch(/positive/)
    expect(analysis.scores.tone.value).toBe('playful')
    expect(analysis.insights.join(' ')).toMatch(/Only emoji/)
  })

  it('gives other languages a neutral reading and says the analysis is tuned for English', () => {
    for (const text of [
      'Hola, ¿cómo estás? Nos vemos mañana en la playa con los amigos.',
      'Привет, как дела? Увидимся завтра вечером.',
      '今日はとても楽しかったです。また明日会いましょう。',
    ]) {
      const analysis = analyzeMessage(text, 'general')
      expect(analysis.scores.sentiment.label).toBe('neutral')
      expect(analysis.scores.tone.value).toBe('neutral')
      expect(analysis.insights[0]).toMatch(/tuned for English/)
    }
  })

  it('never throws anything but invalid_input on random text', () => {
    const random = seededRandom(42)
    const alphabet = [
      'a',
      'Z',
      ' ',
      '!',
      '?',
      '.',
      '\n',
      '😡',
      '❤️',
      "'",
      ':)',
      'é',
      'ß',
      '日',
      '$',
      '3',
      'sorry ',
      'you never ',
      'FUCK ',
      'hello??',
    ]
    for (let round = 0; round < 300; round++) {
      const length = Math.floor(random() * 400)
      let text = ''
      for (let index = 0; index < length; index++) text += alphabet[Math.floor(random() * alphabet.length)]
      try {
        analysisSchema.parse(analyzeMessage(text.slice(0, 2000), 'general'))
      } catch (error) {
        expect(error).toBeInstanceOf(EngineError)
        expect((error as EngineError).kind).toBe('invalid_input')
      }
    }
    // 300 analyses: about half a second alone, several seconds beside the whole suite on a busy machine.
  }, 20_000)
})

describe('passive aggression and sentiment', () => {
  it('does not let a passive-aggressive "Fine." read as positive', () => {
    const analysis = analyzeMessage('Per my last email, you NEVER reply. Fine.', 'work_email')
    expect(
      analysis.red_flags.some((flag) => flag.type === 'passive_aggressive' && flag.text === 'Fine.'),
    ).toBe(true)
    expect(analysis.scores.sentiment.score).toBeLessThanOrEqual(0)
  })

  it('still reads a sincere "fine" as fine', () => {
    expect(
      analyzeMessage('The hotel was fine and the staff were lovely.', 'general').scores.sentiment.score,
    ).toBeGreaterThan(0)
  })
})
