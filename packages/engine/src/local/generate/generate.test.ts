import { defaultTones, generatedMessageSchema, type Platform, type Tones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../../engine'
import { splitFrame } from '../text/message-frame'
import { sameWords } from '../text/same-words'
import { generateMessages, generateMessagesLazily } from './generate'

const PROMPTS = [
  'ask sarah out for coffee on friday',
  'thank my coworker Mike for covering my shift',
  'apologize to my girlfriend for forgetting our anniversary',
  'follow up with the recruiter about the job application',
  'negotiate a higher salary with my boss',
  'invite Emma to my birthday party this weekend',
]
const LOUD: Tones = {
  sober: 0,
  tipsy: 80,
  drunk: 100,
  flirty: 90,
  confident: 60,
  funny: 100,
  casual: 70,
  bold: 90,
}

describe('generateMessages', () => {
  it('writes three distinct contract messages by default, with their dominant tones', () => {
    const messages = generateMessages({
      prompt: PROMPTS[0] ?? '',
      tones: { ...defaultTones, flirty: 80 },
      seed: 7,
    })
    expect(messages).toHaveLength(3)
    for (const message of messages) expect(generatedMessageSchema.parse(message)).toEqual(message)
    expect(new Set(messages.map((message) => message.text)).size).toBe(3)
    expect(messages.some((message) => message.tone.includes('flirty'))).toBe(true)
    expect(generateMessages({ prompt: 'tell Sam hi', tones: defaultTones, count: 5, seed: 1 })).toHaveLength(
      5,
    )
  })

  it('writes messages distinct in words, not only in punctuation or emoji (the writer shows one of two such)', () => {
    for (let seed = 0; seed < 300; seed++) {
      const texts = generateMessages({
        prompt: 'thank Priya for the birthday gift',
        tones: { ...defaultTones, funny: 70 },
        seed,
      }).map((message) => message.text)
      for (const [index, text] of texts.entries()) {
        for (const other of texts.slice(index + 1)) expect(sameWords(text, other), `seed ${seed}`).toBe(false)
      }
    }
  })

  it('uses the details of the prompt', () => {
    const texts = generateMessages({ prompt: PROMPTS[1] ?? '', tones: defaultTones, count: 6, seed: 3 }).map(
      (m) => m.text,
    )
    expect(texts.some((text) => text.includes('covering my shift'))).toBe(true)
    expect(texts.join(' ')).toMatch(/thank/i)
  })

  it('is the same for the same seed and varies across seeds', () => {
    const input = { prompt: PROMPTS[0] ?? '', tones: { ...defaultTones, funny: 50, tipsy: 40 } }
    const texts = (seed: number) => generateMessages({ ...input, seed }).map((message) => message.text)
    expect(texts(11)).toEqual(texts(11))
    const variants = new Set([1, 2, 3, 4, 5, 6].map((seed) => texts(seed).join('|')))
    expect(variants.size).toBeGreaterThanOrEqual(5)
  })

  it('keeps SMS within 160 and X within 280 characters, however loud the tones', () => {
    const limits: [Platform, number][] = [
      ['sms', 160],
      ['twitter', 280],
    ]
    for (const [platform, limit] of limits) {
      for (const prompt of PROMPTS) {
        for (let seed = 0; seed < 25; seed++) {
          for (const message of generateMessages({ prompt, tones: LOUD, platform, seed })) {
            expect(message.text.length, message.text).toBeLessThanOrEqual(limit)
          }
        }
      }
    }
  })

  it('frames e-mail with a greeting and a sign-off', () => {
    for (let seed = 0; seed < 10; seed++) {
      for (const message of generateMessages({
        prompt: PROMPTS[1] ?? '',
        tones: defaultTones,
        platform: 'email',
        seed,
      })) {
        const frame = splitFrame(message.text)
        expect(frame.greeting, message.text).not.toBeNull()
        expect(frame.signOff, message.text).not.toBeNull()
      }
    }
  })

  it('keeps LinkedIn and Teams to one emoji at most', () => {
    for (const platform of ['linkedin', 'teams'] as const) {
      for (let seed = 0; seed < 10; seed++) {
        for (const message of generateMessages({ prompt: PROMPTS[0] ?? '', tones: LOUD, platform, seed })) {
          expect(
            message.text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0,
            message.text,
          ).toBeLessThanOrEqual(1)
        }
      }
    }
  })

  it('clamps tones out of range instead of failing', () => {
    const wild = { ...defaultTones, drunk: 400, funny: -20, casual: Number.NaN } as Tones
    const messages = generateMessages({ prompt: PROMPTS[2] ?? '', tones: wild, seed: 5 })
    expect(messages).toHaveLength(3)
    expect(messages[0]?.tone).toContain('drunk')
  })

  it('says so when a request names nothing to write, instead of inventing a message', () => {
    for (const prompt of ['hmm', 'email', 'something nice idk', 'asdfgh', '?']) {
      const error = (() => {
        try {
          generateMessages({ prompt, tones: defaultTones, seed: 1 })
        } catch (caught) {
          return caught
        }
      })()
      expect(error, prompt).toBeInstanceOf(EngineError)
      expect((error as EngineError).kind).toBe('unclear_request')
    }
  })

  it('writes the content that was asked, to the reader, for the act asked', () => {
    const cases: [string, RegExp[], RegExp][] = [
      [
        'tell my landlord the tap in the kitchen has been leaking since monday',
        [/tap/, /kitchen/, /leaking/, /Monday/],
        /my landlord/i,
      ],
      [
        'ask my boss if he got my email about the budget',
        [/Did you get my email about the budget\?|whether you got my email about the budget/],
        /\bhe\b/,
      ],
      [
        'let ben know he still owes me $25 for the concert tickets',
        [/you still owe me \$25 for the concert tickets/],
        /\bhe\b/,
      ],
      [
        'thank my coworker Mike for covering my shift',
        [/[Tt]hank|appreciate|grateful/, /covering my shift/],
        /\bMike\b(?! *[,!])/,
      ],
      [
        'decline the wedding invite from Hannah and Luis, we will be in Seoul that week',
        [/wedding/, /Seoul/],
        /Hannah and Luis/,
      ],
      [
        // The content says when already: no frame says "from now on" a second time.
        'text my boss that i wont be answering messages on my days off from now on unless its urgent',
        [/from now on/],
        /from now on.*from now on|going forward.*from now on/i,
      ],
    ]
    for (const [prompt, wanted, unwanted] of cases) {
      for (const message of generateMessages({ prompt, tones: defaultTones, seed: 4 })) {
        for (const pattern of wanted) expect(message.text, prompt).toMatch(pattern)
        expect(message.text, prompt).not.toMatch(unwanted)
      }
    }
  })

  it('refuses an empty prompt at once and streams one message at a time', () => {
    expect(() => generateMessagesLazily({ prompt: '  ', tones: defaultTones })).toThrow(EngineError)
    const stream = generateMessagesLazily({ prompt: PROMPTS[3] ?? '', tones: defaultTones, seed: 2 })
    const first = stream.next()
    expect(first.done).toBe(false)
    expect(generatedMessageSchema.parse(first.value).text.length).toBeGreaterThan(0)
  })
})
