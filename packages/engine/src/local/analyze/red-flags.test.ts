import type { UseCase } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { detectRedFlags } from './red-flags'

const LATE = '02:13'
const AFTERNOON = '14:00'

const types = (text: string, useCase: UseCase = 'general', localTime?: string) =>
  detectRedFlags(text, useCase, localTime).map((flag) => flag.type)

/** Each rule: a message it must flag and a look-alike it must leave alone. */
const CASES: { type: string; flagged: [string, UseCase, string?]; lookAlike: [string, UseCase, string?] }[] =
  [
    {
      type: 'passive_aggressive',
      flagged: ['Per my last email, the file is attached.', 'work_email'],
      lookAlike: ['Fine dining tonight?', 'dating_app'],
    },
    {
      type: 'passive_aggressive',
      flagged: ['k.', 'text_friend'],
      lookAlike: ['K-pop concert on Saturday?', 'text_friend'],
    },
    {
      type: 'passive_aggressive',
      flagged: ["I guess it's fine if you go without me.", 'text_friend'],
      lookAlike: ['I guess we could try the ramen place.', 'text_friend'],
    },
    {
      type: 'ultimatum',
      flagged: ["If you don't call me tonight, I'm done.", 'text_friend'],
      lookAlike: ["If you don't mind, I'll bring the dog.", 'text_friend'],
    },
    {
      type: 'passive_aggressive',
      flagged: ['As per my previous two messages, the key is under the mat.', 'general'],
      lookAlike: ['My last email had the wrong date, sorry: it is the 14th.', 'work_email'],
    },
    {
      type: 'ultimatum',
      flagged: ['If you take that job in Leeds, we are through.', 'text_friend'],
      lookAlike: ["If you sign today, we're done with the paperwork.", 'work_email'],
    },
    {
      type: 'absolute_language',
      flagged: ['You really never think before you speak.', 'text_friend'],
      lookAlike: ['You really always make my day better.', 'text_friend'],
    },
    {
      type: 'criticism',
      flagged: ['Take that hat off, you look stupid.', 'text_friend'],
      lookAlike: ['You look awful today, go home and rest.', 'work_email'],
    },
    {
      type: 'contempt',
      flagged: ['You are as bad as your brother, a waste of space.', 'text_friend'],
      lookAlike: ["You're like your mum, always the first to help.", 'text_friend'],
    },
    {
      type: 'ultimatum',
      flagged: ['This is your last chance.', 'dating_app'],
      lookAlike: ['Last chance to grab a slice!', 'text_friend'],
    },
    {
      type: 'absolute_language',
      flagged: ['You never listen to me.', 'text_friend'],
      lookAlike: ["I'll never forget this trip!", 'text_friend'],
    },
    {
      type: 'absolute_language',
      flagged: ['Every time you drink, you get mean.', 'text_friend'],
      lookAlike: ['You always know how to cheer me up', 'text_friend'],
    },
    {
      type: 'neediness',
      flagged: ['Why aren’t you answering???', 'dating_app'],
      lookAlike: ['Hello! Hope your week is going well.', 'text_friend'],
    },
    {
      type: 'neediness',
      flagged: ['Are you free? Are you free?', 'text_friend'],
      lookAlike: ['Are you there yet? We got a table.', 'text_friend'],
    },
    {
      type: 'neediness',
      flagged: ['please just answer me', 'dating_app'],
      lookAlike: ['Could you bring the salad? Please reply so we can plan seats.', 'general'],
    },
    {
      type: 'pressure',
      flagged: ['Call me right now.', 'text_friend'],
      lookAlike: ["I'm at the gym right now.", 'text_friend'],
    },
    {
      type: 'pressure',
      flagged: ['You owe me this.', 'dating_app'],
      lookAlike: ['I owe you one!', 'text_friend'],
    },
    {
      type: 'pressure',
      flagged: ['You have to decide today.', 'dating_app'],
      lookAlike: ['You have to try the tacos there!', 'text_friend'],
    },
    {
      type: 'insult',
      flagged: ["You're such an idiot.", 'text_friend'],
      lookAlike: ['I felt so stupid for forgetting.', 'text_friend'],
    },
    {
      type: 'insult',
      flagged: ['You were being a total jerk at the party.', 'text_friend'],
      lookAlike: ['You were being so patient with him.', 'text_friend'],
    },
    {
      type: 'passive_aggressive',
      flagged: ['Not sure how many more times I need to ask for the invoice.', 'work_email'],
      lookAlike: ['How many more times will the shuttle run today?', 'general'],
    },
    {
      type: 'passive_aggressive',
      flagged: ["This is the third time I've asked for the keys.", 'general'],
      lookAlike: ['This is the third time this week the bus was late.', 'general'],
    },
    {
      type: 'insult',
      flagged: ['Stop being a creep.', 'dating_app'],
      lookAlike: ["You're not useless at all.", 'text_friend'],
    },
    {
      type: 'profanity',
      flagged: ['Hi Tom, this is fucking late. Anna', 'work_email'],
      lookAlike: ['Hi all, Mr. Dickens joins at 3. Rosa', 'work_email'],
    },
    {
      type: 'oversharing',
      flagged: [`Hi! ${'I love hiking and baking bread on weekends. '.repeat(8)}`, 'dating_app'],
      lookAlike: ['Hi! I love hiking too. Favourite trail?', 'dating_app'],
    },
    {
      type: 'oversharing',
      flagged: ['Just so you know, my therapist says I have trust issues.', 'dating_app'],
      lookAlike: ['My ex-colleague runs that bakery!', 'dating_app'],
    },
    {
      type: 'all_caps',
      flagged: ['STOP CALLING ME', 'dating_app'],
      lookAlike: ['The Q3 KPI deck is in the HR folder.', 'work_email'],
    },
    {
      type: 'money_request',
      flagged: ['Can you send me $200 for rent?', 'dating_app'],
      lookAlike: ['My bank sent me a new card.', 'text_friend'],
    },
    {
      type: 'money_request',
      flagged: ['Buy two gift cards and send me the codes.', 'general'],
      lookAlike: ['Thanks for the gift card!', 'text_friend'],
    },
    {
      type: 'money_request',
      flagged: ['I have an investment opportunity in crypto.', 'dating_app'],
      lookAlike: ['Crypto is crashing again lol', 'text_friend'],
    },
    {
      type: 'apology_overload',
      flagged: ['Sorry, so sorry, my bad!', 'text_friend'],
      lookAlike: ['Sorry I missed your call!', 'text_friend'],
    },
    {
      type: 'drunk_text',
      flagged: ['heyyy u up? i miss youuu', 'dating_app', LATE],
      lookAlike: ['heyyy u up? i miss youuu', 'dating_app', AFTERNOON],
    },
    {
      type: 'drunk_text',
      flagged: ['ok i had a few too many, ur so cute', 'dating_app'],
      lookAlike: ["Maybe you'd had a few glasses of wine by then, it was late.", 'text_friend'],
    },
    {
      type: 'drunk_text',
      flagged: ['omg teh party was sooo good i cnat even lol', 'text_friend'],
      lookAlike: ['i literally cant beleive it, that was so wierd lol', 'text_friend'],
    },
    {
      type: 'drunk_text',
      flagged: ['come over, i miss you', 'dating_app', LATE],
      lookAlike: ['Are you up for brunch Sunday?', 'dating_app', LATE],
    },
    {
      type: 'missing_greeting',
      flagged: ['The Q2 numbers are attached. Let me know if anything looks off.', 'work_email'],
      lookAlike: ['Hi Dana, the Q2 numbers are attached. Let me know if anything looks off.', 'work_email'],
    },
    {
      type: 'too_casual',
      flagged: ['Hi Sam, can u send the file pls? thx', 'work_email'],
      lookAlike: ['Hi all, the U.S. team joins at 4pm. Thanks, Pam', 'work_email'],
    },
  ]

describe('detectRedFlags', () => {
  it.each(CASES)('$type: flags “$flagged.0” but not “$lookAlike.0”', ({ type, flagged, lookAlike }) => {
    expect(types(...flagged)).toContain(type)
    expect(types(...lookAlike)).not.toContain(type)
  })

  it('is use-case aware: the same words can be fine among friends and a flag at work', () => {
    expect(types('that was fucking hilarious', 'text_friend')).not.toContain('profanity')
    expect(types('that was fucking hilarious', 'work_email')).toContain('profanity')
    expect(types('lol gonna be late 😂😂', 'text_friend')).not.toContain('too_casual')
    expect(types('lol gonna be late 😂😂', 'work_email')).toContain('too_casual')
    expect(types('The numbers are attached. Let me know what you think.', 'text_friend')).not.toContain(
      'missing_greeting',
    )
  })

  it('grades severity by use case', () => {
    const severity = (text: string, useCase: UseCase, type: string) =>
      detectRedFlags(text, useCase).find((flag) => flag.type === type)?.severity
    expect(severity('Take it or leave it.', 'negotiation', 'ultimatum')).toBe('low')
    expect(severity('Take it or leave it.', 'dating_app', 'ultimatum')).toBe('high')
    expect(severity('Damn, that was close.', 'work_email', 'profanity')).toBe('high')
    expect(severity('Damn, that was close.', 'general', 'profanity')).toBe('low')
    expect(severity('Send it asap', 'work_email', 'pressure')).toBe('low')
    expect(severity('Send it asap', 'dating_app', 'pressure')).toBe('medium')
  })

  it('quotes exactly the characters it matched', () => {
    const text =
      'Hi Ken,\n\nPer my last email, you never reply. Send the report ASAP or else. Sorry, sorry, sorry.\n\nBo'
    const flags = detectRedFlags(text, 'work_email')
    expect(flags.length).toBeGreaterThanOrEqual(5)
    for (const flag of flags) expect(text.slice(flag.span?.start, flag.span?.end)).toBe(flag.text)
  })

  it('does not flag the same stretch twice for one type', () => {
    const flags = detectRedFlags('Whatever.', 'text_friend')
    expect(flags.filter((flag) => flag.type === 'passive_aggressive')).toHaveLength(1)
  })

  it('keeps different problems on the same words', () => {
    expect(types('YOU NEVER LISTEN', 'text_friend')).toEqual(
      expect.arrayContaining(['all_caps', 'absolute_language']),
    )
  })

  it('orders flags by severity and gives each a description and a concrete suggestion', () => {
    const flags = detectRedFlags("You're an idiot. k.", 'text_friend')
    expect(flags.map((flag) => flag.severity)).toEqual(['high', 'medium'])
    for (const flag of flags) {
      expect(flag.description).toContain(flag.text ?? '')
      expect(flag.suggestion.length).toBeGreaterThan(20)
    }
  })

  it('finds nothing in a clean message', () => {
    expect(
      detectRedFlags('Thanks for dinner, I had a lovely time. Same place next week?', 'dating_app'),
    ).toEqual([])
  })
})
