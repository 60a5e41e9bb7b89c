import { describe, expect, it } from 'vitest'
import { isHostile, POSITIVE_TONES } from './coherence'
import { detectRedFlags } from './red-flags'
import { classifyTone, toneValues } from './tone'

const tone = (text: string) => classifyTone(text).value

describe('classifyTone', () => {
  it.each([
    ['warm', 'Thank you so much for helping me move, I really appreciate you ❤️'],
    ['playful', 'haha you goof 😂 see you at 8'],
    ['flirty', 'You looked gorgeous tonight 😘'],
    ['neutral', 'The train leaves at 6.'],
    ['formal', 'Dear Ms. Patel, please find the signed agreement attached. Kind regards, Omar Said'],
    ['anxious', "I'm worried I said something wrong, are you upset? Is that ok?"],
    ['apologetic', "I'm sorry I missed your birthday, it was my fault."],
    ['frustrated', 'Seriously, the printer is broken again. I am so fed up.'],
    ['passive-aggressive', 'Per my last email, the deadline was Friday.'],
    ['aggressive', "You're a useless idiot and I'm done with you or else."],
    ['enthusiastic', "We got the apartment!!! Can't wait to move in, this is amazing!"],
    ['assertive', 'Send me the contract by Friday. Call the client today.'],
    ['sad', 'I miss you so much, it hurts 😢'],
  ] as const)('%s: %s', (expected, text) => {
    expect(tone(text)).toBe(expected)
  })

  it('never calls a message playful beside a flag that reads it as an attack', () => {
    const teasing = 'haha you are ridiculous 😂 see you at 8'
    expect(detectRedFlags(teasing, 'general').some(isHostile)).toBe(true)
    expect(POSITIVE_TONES.has(classifyTone(teasing).value)).toBe(false)
  })

  it('lets the reader decide, but never an apologetic or friendly tone beside an attack', () => {
    const sarcastic = "hahaha no it's totally fine that you forgot my birthday, I only reminded you twice 🙃"
    const sure = (tone: string) => ({
      probabilities: Object.fromEntries(toneValues.map((value) => [value, value === tone ? 0.9 : 0.01])),
      rulesBonus: 0.1,
      sentences: [],
    })
    expect(classifyTone('Can we move lunch to 1?', { read: sure('anxious') }).value).toBe('anxious')
    expect(detectRedFlags(sarcastic, 'general').some(isHostile)).toBe(true)
    for (const tone of ['apologetic', 'warm', 'neutral'])
      expect(classifyTone(sarcastic, { read: sure(tone) }).value).toBe('passive-aggressive')
  })

  it('reads a message whose words feel very strong as that feeling, never neutral', () => {
    const result = classifyTone('Thanks so much, see you tomorrow!! 😊')
    expect(result.value).toBe('warm')
    expect(result.description).toContain('“thanks”')
  })

  it.each([
    ['aggressive', 'Nobody else would put up with you.'],
    ['passive-aggressive', "After everything I've done for you, you can't even do this?"],
    ['frustrated', "That never happened, you're remembering it wrong."],
  ] as const)(
    'follows the hostile act its red flag names, though no tone word says it: %s',
    (expected, text) => {
      const result = classifyTone(text)
      expect(result.value).toBe(expected)
      expect(result.evidence.length).toBeGreaterThan(0)
    },
  )

  it('reads a lone angry emoji as annoyance, and shouting or an attack beside it as aggression', () => {
    expect(classifyTone('someone ate my leftovers 😠')).toMatchObject({
      value: 'frustrated',
      evidence: ['😠'],
    })
    expect(tone('WHY DID YOU EAT MY LEFTOVERS 😡')).toBe('aggressive')
    expect(tone("You're a useless idiot 😡")).toBe('aggressive')
  })

  it('hears a sarcasm hashtag as annoyance, naming the praise it turns around', () => {
    const result = classifyTone('another monday, my absolute favourite 🤩 #not')
    expect(result.value).toBe('passive-aggressive')
    expect(result.evidence).toEqual(['favourite', '#not'])
    expect(result.description).toBe(
      'Passive-aggressive: “favourite”, “#not” signal annoyance without saying it.',
    )
    expect(tone('#not a bad idea at all')).not.toBe('passive-aggressive')
  })

  it('picks from the documented set, which has at least the issue’s ten tones', () => {
    const required =
      'warm playful flirty neutral formal anxious apologetic frustrated passive-aggressive aggressive'
    expect(toneValues).toEqual(expect.arrayContaining(required.split(' ')))
  })

  it('describes what it detected with the words from the message', () => {
    const result = classifyTone("I'm sorry, so sorry I missed your call, my fault.")
    expect(result.value).toBe('apologetic')
    expect(result.description).toContain('“sorry”')
    expect(result.description).toContain('“my fault”')
  })
})
