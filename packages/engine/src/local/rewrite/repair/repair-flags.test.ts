import type { RedFlag, UseCase } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { detectRedFlags } from '../../analyze/red-flags'
import { repairFlags } from './repair-flags'

const repaired = (text: string, useCase: UseCase = 'text_friend') =>
  repairFlags(text, detectRedFlags(text, useCase), useCase)

/** A flag of one kind over the given words of the text (the whole text when none are given). */
function flagOver(text: string, type: RedFlag['type'], words = text): RedFlag {
  const start = text.indexOf(words)
  return {
    type,
    severity: 'medium',
    text: words,
    span: { start, end: start + words.length },
    description: `a ${type}`,
    suggestion: 'Say what you need.',
  }
}

describe('repairs of the acts', () => {
  it.each([
    [
      'threat',
      'Be a real shame if something happened to your bike. Rent is due Friday.',
      /Rent is due Friday/,
    ],
    [
      'contempt',
      'Grow up and learn to speak like a professional. The slides are attached.',
      /slides are attached/,
    ],
    ['gaslighting', 'That never happened. Dinner is at 8 on Saturday.', /Dinner is at 8/],
    ['isolation', "Skip book club tonight. I'm cooking pasta.", /cooking pasta/],
    ['monitoring', 'Turn your location back on. I get home at six.', /home at six/],
    ['scam', 'Confirm your card details within 24 hours. Thanks for your order.', /Thanks for your order/],
    ['late_night', "It's 3am and I miss you. Also the keys are under the mat.", /keys are under the mat/],
  ])('drops the %s and keeps the rest', (type, text, kept) => {
    const { text: after, changes } = repaired(text)
    expect(after).toMatch(kept)
    expect(detectRedFlags(after, 'text_friend').map((flag) => flag.type)).not.toContain(type)
    expect(changes.length).toBeGreaterThan(0)
  })

  it('turns a shut door into asking for time', () => {
    expect(repaired("I'm not having this conversation.").text).toBe(
      'I need a break from this; can we talk about it tomorrow?',
    )
  })

  it('says the feeling when nothing else is left', () => {
    const { text, changes } = repaired("You're pathetic.")
    expect(text).toMatch(/upset/)
    expect(changes.at(-1)).toMatch(/Nothing was left/)
  })
})

describe('threats that say what they want', () => {
  const threatOn = (text: string, flagged: string) =>
    repairFlags(text, [flagOver(text, 'threat', flagged)], 'text_friend').text

  it('keeps what they must not do and drops the threat', () => {
    const text = 'If you share those photos from the wedding I swear I will ruin you. Call me.'
    const after = threatOn(text, 'If you share those photos from the wedding I swear I will ruin you.')
    expect(after).toMatch(/don't share those photos from the wedding/i)
    expect(after).not.toMatch(/ruin/)
    expect(after).toMatch(/Call me/)
  })

  it('asks for what they were threatened into doing', () => {
    const text = "if you don't pay me back by friday, i'm coming to your work"
    expect(threatOn(text, text)).toMatch(/could you pay me back by friday\?/i)
  })

  it('drops a threat with no condition', () => {
    const text = 'You will regret this. The rent is due Friday.'
    expect(threatOn(text, 'You will regret this.')).not.toMatch(/regret/)
  })
})

describe('ultimatums at work', () => {
  it('keeps going to HR as a fair step and drops the insult after it', () => {
    const { text } = repaired(
      "Either you fix the rota by Friday or I'm going straight to HR and telling them what a liar you are.",
      'work_email',
    )
    expect(text).toBe('Please fix the rota by Friday. Otherwise, I will have to go to HR.')
  })
})

describe('what a repair leaves reads as a sentence', () => {
  it('asks for what an "either … or" about a thing wants', () => {
    const { text } = repaired(
      'Sam, either the keys are back on the hook by 6 or I am calling the agency and telling them everything.',
      'general',
    )
    expect(text).toMatch(/^Sam, please make sure the keys are back on the hook by 6/)
  })

  it('drops a condition left without the threat it led to', () => {
    const text = "Dom, if I catch you near my car again you'll regret it. The party is on Friday."
    const after = repairFlags(text, [flagOver(text, 'ultimatum', "you'll regret it")], 'general').text
    expect(after).not.toMatch(/if I catch you/)
    expect(after).toMatch(/The party is on Friday/)
  })

  it('drops a line that only says the threat is meant, once the threat is gone', () => {
    const { text } = repaired("Return my drill by Friday or I'm telling your landlord. I mean it.")
    expect(text).toMatch(/Return my drill by Friday/)
    expect(text).not.toMatch(/landlord|mean it/)
  })

  it('gives a name left alone by a repair back to the sentence after it', () => {
    expect(repaired('Final warning, Ravi. Stop parking across my drive.').text).toBe(
      'Ravi, stop parking across my drive.',
    )
  })

  it('asks for what an "if … I will …" sentence wants, whatever kind it was flagged as', () => {
    const text =
      "If the refund isn't in my account by the 9th, I will tell everyone at the club what you did."
    expect(repairFlags(text, [flagOver(text, 'guilt_trip')], 'general').text).toBe(
      'Please make sure the refund is in my account by the 9th.',
    )
  })

  it('drops the count from a chase and keeps the news after it', () => {
    expect(repaired("I've texted you four times since the gig on the 3rd and heard nothing.").text).toMatch(
      /^I've texted you since the gig on the 3rd/,
    )
  })

  it("drops a guilt trip's sarcastic tail and keeps the fact before it", () => {
    const text = "I drove you to every practice in June, but I guess that doesn't matter."
    expect(repairFlags(text, [flagOver(text, 'guilt_trip')], 'text_friend').text).toBe(
      'I drove you to every practice in June.',
    )
  })

  it('drops the aside a restatement carries with it', () => {
    expect(
      repaired('Per my last email, which you clearly ignored, the rota is on the fridge.', 'work_email').text,
    ).toMatch(/^The rota is on the fridge/)
    expect(
      repaired(
        "Per my last three emails, which I'm sure you were far too busy to open, the invoice is still outstanding.",
        'work_email',
      ).text,
    ).toMatch(/^The invoice is still outstanding/)
  })

  it('keeps speaking to the reader when the sentence that named them goes', () => {
    expect(repaired("Gary, you're pathetic. The keys are under the mat.").text).toBe(
      'Gary, the keys are under the mat.',
    )
  })

  it('takes ", but" with a clause that opened its sentence, and a question mark with a question', () => {
    expect(
      repaired("I don't know what you all do at those meetings besides gossip, but please fix the gate.")
        .text,
    ).toBe('Please fix the gate.')
    expect(
      repaired("I've said sorry twice now, how long are you going to keep punishing me for this?").text,
    ).toBe("I've said sorry twice now.")
  })

  it('keeps the greeting whole when a restatement after it goes', () => {
    const { text } = repaired('Hi Neil, as I already mentioned in my note, the room is booked.', 'work_email')
    expect(text).toMatch(/^Hi Neil, in my note, the room is booked/)
  })
})
