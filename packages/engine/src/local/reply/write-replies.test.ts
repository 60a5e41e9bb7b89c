import {
  type ChatBubble,
  defaultTones,
  generatedMessageSchema,
  platformSchema,
  premiumTones,
  type Tones,
} from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../../engine'
import { writeReplies } from './write-replies'

const them = (text: string): ChatBubble => ({ side: 'them', text })
const me = (text: string): ChatBubble => ({ side: 'me', text })

function replies(thread: ChatBubble[], options: { intent?: string; tones?: Tones; seed?: number } = {}) {
  return writeReplies({
    thread,
    intent: options.intent,
    tones: options.tones ?? defaultTones,
    seed: options.seed ?? 11,
  }).map((message) => message.text)
}

describe('writeReplies', () => {
  it('answers an invitation naming the day and the activity, in three different stances', () => {
    const texts = replies([them('are you free saturday for drinks?')])
    expect(texts).toHaveLength(3)
    for (const text of texts) {
      expect(text).toMatch(/saturday/i)
      expect(text).toMatch(/drinks/i)
    }
    const [yes, yesAsking, decline] = texts
    expect(yes).not.toMatch(/can't|cannot|sorry/i)
    expect(yesAsking).toMatch(/\?/)
    expect(yesAsking).not.toMatch(/can't/i)
    expect(decline).toMatch(/can't|cannot|won't/i)
    expect(new Set(texts).size).toBe(3)
  })

  it('writes contract messages with a tone label from the sliders', () => {
    const messages = writeReplies({
      thread: [them('wanna grab dinner friday?')],
      tones: defaultTones,
      seed: 3,
    })
    for (const message of messages) expect(generatedMessageSchema.parse(message)).toEqual(message)
    expect(messages.every((message) => message.tone === 'sober')).toBe(true)
  })

  it('is deterministic for a seed and honours count', () => {
    const thread = [them('can you pick up milk on the way home?')]
    expect(replies(thread, { seed: 5 })).toEqual(replies(thread, { seed: 5 }))
    expect(writeReplies({ thread, tones: defaultTones, seed: 5, count: 2 })).toHaveLength(2)
  })

  it('sets a calm boundary with a scam and never complies', () => {
    const texts = replies([
      them("hey it's me, I lost my phone. send me the code that just came to your phone asap"),
    ])
    for (const text of texts) {
      expect(text).toMatch(/\b(?:not|won't|don't)\b/i)
      expect(text).not.toMatch(/^(?:sure|yes|of course|ok)/i)
    }
    expect(texts.some((text) => /code/i.test(text))).toBe(true)
  })

  it('follows an intent in all three replies, carrying its facts', () => {
    const yes = replies([them('are you free saturday for drinks?')], { intent: 'say yes but not before 8' })
    for (const text of yes) {
      expect(text).toMatch(/not before 8/i)
      expect(text).not.toMatch(/can't/i)
    }
    const no = replies([them('are you free saturday for drinks?')], { intent: 'decline politely' })
    for (const text of no) expect(text).toMatch(/can't|cannot|won't|unfortunately/i)
    const ask = replies([them('dinner at marios friday?')], { intent: 'ask what time' })
    for (const text of ask) expect(text).toMatch(/what time/i)
  })

  it('reads the thread: a bare "what time?" is about the plan made earlier', () => {
    const texts = replies([them('dinner at mine on friday?'), me('sounds fun!'), them('what time?')])
    for (const text of texts) expect(text).toMatch(/dinner/i)
  })

  it('turns their words around: their "my drill" is the writer\'s "my drill" back, "send me" is "send you"', () => {
    expect(replies([them('can I borrow your drill this weekend?')]).join(' ')).toMatch(/my drill/i)
    const sending = replies([them('can you send me the slides before 3?')])
    for (const text of sending) expect(text).toMatch(/send you the slides/i)
  })

  it('answers a question about the writer and asks back, without placeholders', () => {
    const texts = replies([them('how was your weekend?')])
    for (const text of texts) {
      expect(text).toMatch(/weekend/i)
      expect(text).not.toMatch(/[{}[\]]|…|\bX\b/)
    }
    expect(texts.some((text) => /\byours\b|\byou\?/i.test(text))).toBe(true)
  })

  it('responds to news and feelings by naming them', () => {
    const sad = replies([them('my dog died this morning')])
    for (const text of sad) expect(text).toMatch(/sorry|hug/i)
    expect(sad.some((text) => /your dog/i.test(text))).toBe(true)
    const good = replies([them('I got the job!!!')])
    for (const text of good) expect(text).toMatch(/job/i)
  })

  it('answers two questions in one message, in order', () => {
    const texts = replies([them('can you grab milk on the way home? also did you pay the electric bill?')])
    for (const text of texts) {
      expect(text).toMatch(/milk/i)
      expect(text).toMatch(/electric bill/i)
      expect(text.search(/milk/i)).toBeLessThan(text.search(/electric bill/i))
    }
  })

  it('lets the dial shape the surface while keeping what the reply names', () => {
    const thread = [them('are you free saturday for drinks?')]
    const drunk = writeReplies({ thread, tones: { ...defaultTones, sober: 0, drunk: 80 }, seed: 2 })
    expect(drunk.map((message) => message.text)).not.toEqual(replies(thread, { seed: 2 }))
    expect(drunk.every((message) => message.tone.includes('drunk'))).toBe(true)
    for (const message of drunk) expect(message.text).toMatch(/saturday/i)
  })

  it('writes professionally in a work thread', () => {
    const texts = replies([
      them('Hi, could you send over the revised quotation including the installation costs by Thursday EOD?'),
    ])
    for (const text of texts) {
      expect(text).toMatch(/quotation/i)
      expect(text).not.toMatch(/gutted|omg|lol|!!/i)
    }
  })

  it('refuses a thread with nothing from them to reply to', () => {
    expect(() => writeReplies({ thread: [me('hi')], tones: defaultTones })).toThrow(EngineError)
  })
  it('never labels a reply with a Premium tone the sliders left at 0, on any platform', () => {
    const thread = [them('are you free saturday for drinks?')]
    for (const platform of platformSchema.options) {
      for (let seed = 0; seed < 20; seed++) {
        for (const message of writeReplies({ thread, tones: defaultTones, platform, seed })) {
          for (const tone of premiumTones) expect(message.tone, `${platform} ${seed}`).not.toContain(tone)
        }
      }
    }
  })
})

describe('writeReplies — what a person would actually send', () => {
  const robotic =
    /anything specific I should know|will let you know when it's done|anything you need from me|good to know about/i

  it('never attaches a day or time from elsewhere in the thread to an unrelated ask', () => {
    const texts = replies([
      them('dinner booked for fri 8pm at the noodle bar'),
      them("also who's driving, I need a lift from Hulme"),
    ])
    for (const text of texts) expect(text).not.toMatch(/\bfri\b|8pm|friday/i)
    expect(texts.some((text) => /drive/i.test(text))).toBe(true)
  })

  it('keeps a time that is said in the ask itself', () => {
    const texts = replies([them('can you help me move the sofa on sunday?')])
    expect(texts[0]).toMatch(/sunday/i)
  })

  it('answers a complaint about the writer with an apology and the fix they asked for', () => {
    const texts = replies([
      them('Hi, the barking this morning went on for hours. Please keep the dog inside before 8am.'),
    ])
    for (const text of texts) {
      expect(text).toMatch(/sorry|apolog/i)
      expect(text).not.toMatch(/thanks for (?:letting me know|the heads-up)|annoying/i)
    }
    expect(texts.some((text) => /keep the dog inside before 8am/i.test(text))).toBe(true)
  })

  it('owns a debt and says when it will be paid', () => {
    const texts = replies([them('You still owe me £40 for the gig tickets.'), them("It's been ages.")])
    for (const text of texts) {
      expect(text).toMatch(/£40/)
      expect(text).toMatch(/sorry|on me/i)
      expect(text).not.toMatch(/annoying|what a pain|won't be pressured/i)
    }
  })

  it('reacts to news about their trip instead of echoing it', () => {
    const texts = replies([them('just arrived in Rome, it is 30 degrees and I already had 2 gelatos')])
    expect(texts[0]).toMatch(/made it/i)
    expect(texts.some((text) => /Rome/.test(text))).toBe(true)
    for (const text of texts) {
      expect(text).not.toMatch(/thanks for|heads-up|just arrived in Rome, it/i)
      expect(text).not.toMatch(/about [^!?.]*\bit!/)
    }
  })

  it('wishes them well when they apologise for being slow to reply', () => {
    const texts = replies([them("sorry if I'm slow to reply, I'm studying for my exams all week")])
    expect(texts[0]).toMatch(/no worries|no rush/i)
    expect(texts.some((text) => /good luck with studying for your exams/i.test(text))).toBe(true)
    for (const text of texts) expect(text).not.toMatch(/about (?:exams|studying)|saying sorry/i)
  })

  it('leaves pet names and vocatives out of what the reply says', () => {
    for (const message of [
      'did you get back ok hun?',
      'Did you make it home safe babe?',
      'mate, did you get home ok?',
    ]) {
      const texts = replies([them(message)])
      for (const text of texts) expect(text).not.toMatch(/\b(?:hun|babe|mate)\b/i)
      expect(texts[0]).toMatch(/^yes/i)
    }
  })

  it('does not pad simple requests and notices with robotic filler', () => {
    const threads = [
      [them('could you send me the photos from the wedding?')],
      [them('can you feed the cat while I am away next week?')],
      [them('FYI the gym is closed tomorrow for repairs')],
    ]
    for (const thread of threads) for (const text of replies(thread)) expect(text).not.toMatch(robotic)
  })

  it('asks about a key only when the message mentions one, and uses where it is when said', () => {
    const told = replies([them("could you water my plants this weekend? the key's under the mat")])
    expect(told.some((text) => /key from under the mat/i.test(text))).toBe(true)
    const untold = replies([them('could you water my plants this weekend?')])
    for (const text of untold) expect(text).not.toMatch(/key/i)
  })
})
