import { describe, expect, it } from 'vitest'
import { readIntent } from './intent'
import { readTheirMessage } from './their-message'
import { turnAround } from './turn-around'

describe('readTheirMessage', () => {
  it.each([
    ['are you free saturday for drinks?', 'invitation'],
    ['mini golf tmrw at 6?', 'invitation'],
    ['can you send me the slides before 3?', 'request'],
    ['can I borrow your drill?', 'permission'],
    ['did you get a chance to look at my doc?', 'status'],
    ['how was your weekend?', 'about_me'],
    ['what time does the movie start?', 'wh_question'],
    ['do you still have the couch?', 'yes_no'],
    ['cats or dogs?', 'choice'],
    ['I got the job!!!', 'good_news'],
    ['my dog died this morning', 'bad_news'],
    ['running 15 min late, sorry', 'plan_change'],
    ['you were late again', 'complaint'],
    ['thanks so much for helping with the move!', 'thanks'],
    ['send me the code that just came to your phone asap', 'pressure'],
    ["I had a nice time, but I'm not feeling a romantic connection", 'letdown'],
    ['is staging down for anyone else or just me?', 'same'],
  ])('%s → %s', (message, kind) => {
    expect(readTheirMessage(message).kind).toBe(kind)
  })

  it('finds the plan, the day and the time as written', () => {
    const read = readTheirMessage('wanna grab dinner at Marios friday at 7?')
    expect(read.what).toBe('dinner at Marios')
    expect(read.when).toBe('friday at 7')
  })

  it('answers the last question and keeps the one before it', () => {
    const read = readTheirMessage('can you grab milk? also did you pay the electric bill?')
    expect(read.kind).toBe('status')
    expect(read.also?.kind).toBe('request')
  })

  it('speaks to a group chat message without its speaker labels', () => {
    const read = readTheirMessage('Sarah: who is in for the surprise party on the 18th?\nSarah: @you?')
    expect(read.kind).toBe('invitation')
    expect(read.what).toMatch(/surprise party/)
  })
})

describe('turnAround', () => {
  it('turns I/you and my/your, keeps "we", and reads "you" after a verb as "me"', () => {
    expect(turnAround('send me my charger')).toBe('send you your charger')
    expect(turnAround('you were late again')).toBe('I was late again')
    expect(turnAround('I miss you')).toBe('you miss me')
    expect(turnAround('where are we meeting')).toBe('where are we meeting')
  })
})

describe('readIntent', () => {
  it('reads the stance and the facts the user added', () => {
    expect(readIntent('say yes but not before 8')).toEqual({
      stances: ['yes', 'yes_ask', 'yes'],
      facts: 'Not before 8 though.',
    })
    expect(readIntent('decline politely').stances).toEqual(['no', 'no', 'no'])
    expect(readIntent('ask what time').question).toBe('What time were you thinking?')
    expect(readIntent("tell them I'm running late").facts).toBe("I'm running late.")
  })
})
