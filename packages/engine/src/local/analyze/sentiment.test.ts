import { describe, expect, it } from 'vitest'
import { scoreSentiment } from './sentiment'

const score = (text: string) => scoreSentiment(text).score

describe('scoreSentiment', () => {
  it('scores plain positive and negative words from AFINN', () => {
    expect(score('This is great')).toBeGreaterThan(0)
    expect(score('This is terrible')).toBeLessThan(0)
    expect(score('The meeting is at noon')).toBe(0)
  })

  it('flips negated words: "not bad", "no problem" and "never disappointed" read positive', () => {
    expect(score('not bad at all')).toBeGreaterThan(0)
    expect(score('no problem!')).toBeGreaterThan(0)
    expect(score('I was never disappointed')).toBeGreaterThan(0)
    expect(score("It's not good")).toBeLessThan(0)
    expect(scoreSentiment('not bad').drivers[0]).toMatchObject({ text: 'bad', negatedBy: 'not' })
  })

  it('carries negation across "don\'t think" to the end of the clause', () => {
    expect(score("I don't think you will be disappointed")).toBeGreaterThan(0)
  })

  it('treats "can\'t believe" as surprise, not negation', () => {
    expect(score("I can't believe you forgot again")).toBeLessThanOrEqual(0)
  })

  it('weighs the clause after "but" more than the one before', () => {
    expect(score('The food was good but the service was terrible')).toBeLessThan(0)
    expect(score('The start was bad but the ending was great')).toBeGreaterThan(0)
    expect(score('Great screen. But the battery died in a day and support was useless.')).toBeLessThan(0)
  })

  it('amplifies with intensifiers and damps with downtoners', () => {
    expect(score('very good')).toBeGreaterThan(score('good'))
    expect(score('slightly annoying')).toBeGreaterThan(score('annoying'))
    expect(score('a total disappointment')).toBeLessThan(score('a disappointment'))
  })

  it('reads emoji and emoticons', () => {
    expect(score('see you tomorrow 😊')).toBeGreaterThan(0)
    expect(score('see you tomorrow 😡')).toBeLessThan(0)
    expect(score('see you tomorrow :)')).toBeGreaterThan(0)
    expect(score('see you tomorrow :(')).toBeLessThan(0)
    expect(score('love you <3')).toBeGreaterThan(score('love you'))
    expect(score('meet at 3:30')).toBe(0)
  })

  it('lets "!", capitals and held letters push further the way the sentence leans', () => {
    expect(score('good!!!')).toBeGreaterThan(score('good'))
    expect(score('this is GOOD, I promise')).toBeGreaterThan(score('this is good, I promise'))
    expect(score('sooo goood')).toBeGreaterThan(score('so good'))
  })

  it('uses our domain words for reviews and chat', () => {
    expect(score('What a waste of money')).toBeLessThan(-0.4)
    expect(score('Mediocre at best')).toBeLessThan(0)
    expect(score('The pasta was tasty')).toBeGreaterThan(0)
    expect(score("Won't be back")).toBeLessThan(0)
  })

  it('reads "can\'t stop" as going on, not as good news about stopping', () => {
    expect(score("can't stop laughing at your message")).toBeGreaterThan(0)
    expect(score("I couldn't stop crying after the film")).toBeLessThan(0)
    expect(score('my landlord wont stop ringing')).toBe(0)
  })

  it('reads the hyperbole of wanting and doing well as the good it means', () => {
    expect(score('Honestly I would kill for a nap right now')).toBeGreaterThan(0)
    expect(score('You absolutely killed it on stage')).toBeGreaterThan(0)
    expect(score("I'm dying to hear how it went")).toBeGreaterThan(0)
    expect(score('They threatened to kill the dog')).toBeLessThan(0)
  })

  it('reads social messages by their words: mentions and links are not words, hashtags are', () => {
    expect(scoreSentiment('@sam congrats!!!').score).toBe(scoreSentiment('congrats!!!').score)
    expect(scoreSentiment('see https://x.co/great-deals').score).toBe(0)
    expect(scoreSentiment('finally home #blessed').label).toMatch(/positive/)
    expect(scoreSentiment('printer jammed again #EpicFail').label).toMatch(/negative/)
    expect(scoreSentiment('rent went up again #housingcrisis').label).toMatch(/negative/)
  })

  it('turns positive words around after a sarcasm hashtag', () => {
    const sarcastic = scoreSentiment('another monday, my absolute favourite 🤩 #not')
    expect(sarcastic.label).toMatch(/negative/)
    expect(sarcastic.drivers.find((driver) => driver.text === 'favourite')?.negatedBy).toBe('#not')
  })

  it('does not read "like" as liking when it means "similar to"', () => {
    expect(score('It looks like rain')).toBe(0)
    expect(score('I like it')).toBeGreaterThan(0)
  })

  it('keeps the score in −1…1 and labels it', () => {
    const furious = scoreSentiment('terrible awful horrible worst disgusting hate 😡😡😡!!!')
    expect(furious.score).toBeGreaterThanOrEqual(-1)
    expect(furious.label).toBe('very negative')
    expect(scoreSentiment('ok').label).toBe('neutral')
    expect(scoreSentiment('Thanks, that was lovely').label).toMatch(/positive/)
  })

  it('reports drivers with spans that point at their words', () => {
    const text = 'The view was amazing but the room was dirty'
    for (const driver of scoreSentiment(text).drivers)
      expect(text.slice(driver.start, driver.end)).toBe(driver.text)
  })
})
