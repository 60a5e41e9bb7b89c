import { type ChatBubble, defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { withArticle } from './reply-slots'
import { findWhen, onWhen } from './when'
import { writeReplies } from './write-replies'

const them = (text: string): ChatBubble => ({ side: 'them', text })

function replies(thread: ChatBubble[], seed = 5) {
  return writeReplies({ thread, tones: defaultTones, seed }).map((message) => message.text)
}

describe('reply readings', () => {
  it('does not "check and get back" on a small ask', () => {
    for (const seed of [1, 2, 3]) {
      const texts = replies([them('call me when you land?')], seed)
      expect(texts.join(' ')).not.toMatch(/let me (?:just )?check/i)
      expect(new Set(texts).size).toBe(3)
    }
  })

  it('offers to wait rather than check when told to go on without them', () => {
    const texts = replies([them('running really late, start without me?')])
    expect(texts.join(' ')).not.toMatch(/let me (?:just )?check/i)
    expect(texts.some((text) => /wait/i.test(text))).toBe(true)
  })

  it('answers a yes/no about the writer with a yes, a no and an honest third, each naming the thing', () => {
    const texts = replies([them('have you ever been to Iceland?')])
    expect(texts).toHaveLength(3)
    for (const text of texts) expect(text).toMatch(/Iceland/)
    expect(texts[0]).toMatch(/^Yes/)
    expect(texts[1]).toMatch(/^No/)
    expect(texts.join(' ')).not.toMatch(/not sure about|let me check on/i)
  })

  it('answers "did you send X" with a "not yet" that names it, not "let me check on"', () => {
    const texts = replies([them('did you send the invoice?')])
    expect(texts.join(' ')).not.toMatch(/not sure about|let me check on/i)
    for (const text of texts) expect(text).toMatch(/invoice/)
  })

  it('answers "what do you do for work" without "guess first" twice or "you first"', () => {
    const texts = replies([them('so what do you do for work?')])
    expect(texts.join(' ')).not.toMatch(/You first/)
    expect(texts.some((text) => /less exciting/i.test(text))).toBe(true)
  })

  it('keeps the article a noun phrase had in their message, from the writer side', () => {
    expect(withArticle('quarterly review', 'is the quarterly review still on?')).toBe('the quarterly review')
    expect(withArticle('talk', 'how did my talk go')).toBe('your talk')
    expect(withArticle('drinks', 'drinks friday?')).toBe('drinks')
    expect(withArticle('Lisbon', 'the Lisbon trip')).toBe('Lisbon')
  })

  it('asks for the time or the place not given, not "what did you have in mind", for a named plan', () => {
    const texts = replies([them('Jo is doing a board games night at the Crown on thursday, you in?')])
    expect(texts.join(' ')).not.toMatch(/what did you have in mind/i)
  })

  it('reads day-month dates as dates', () => {
    expect(findWhen('the wedding is on 12 August at the hall')).toBe('12 August')
    expect(findWhen('party is March 3rd!')).toBe('March 3rd')
    expect(findWhen('see you on the 21st in town')).toBe('the 21st')
    expect(onWhen('12 August')).toBe('on 12 August')
    expect(findWhen('she lives on the 4th floor')).toBeUndefined()
  })

  it('does not ask when for an invitation that gives a date', () => {
    const texts = replies([them('my leaving party is on 14 July at the Swan, please come!')])
    expect(texts.join(' ')).not.toMatch(/when were you thinking/i)
  })

  it('reads "did the X go to Y" with the whole subject, for both the yes and the no', () => {
    const texts = replies([them('did the parcel go to Leeds in the end?')])
    expect(texts.join(' ')).not.toMatch(/parceled|ended|didn't end/i)
    expect(texts[1]).toMatch(/didn't go to Leeds/)
  })

  it('does not ask where to meet when the place is already given', () => {
    const texts = replies([them('crazy golf sunday at 3? there is one by the river')])
    expect(texts.join(' ')).not.toMatch(/where are we meeting/i)
  })

  it('answers "did you watch X" as something enjoyed, not a task with a deadline', () => {
    const texts = replies([them('did you watch the new Bond film?')])
    expect(texts.join(' ')).not.toMatch(/need me to|managed to/i)
    for (const text of texts) expect(text).toMatch(/Bond/)
  })
})
