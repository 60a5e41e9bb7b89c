import { describe, expect, it } from 'vitest'
import { joinFrame, splitFrame } from './message-frame'

describe('splitFrame', () => {
  it('finds a greeting with its addressee and a sign-off with a name line', () => {
    expect(splitFrame('Dear Ms. Smith,\n\nThe invoice is attached.\n\nBest regards,\nTom')).toEqual({
      greeting: 'Dear Ms. Smith,',
      body: 'The invoice is attached.',
      signOff: 'Best regards,\nTom',
    })
  })

  it('reads inline greetings and a closing "Thanks!" on one line', () => {
    expect(splitFrame('hey can you send it? Thanks!')).toEqual({
      greeting: 'hey',
      body: 'can you send it?',
      signOff: 'Thanks!',
    })
    expect(splitFrame('Hi John, call me.')).toEqual({ greeting: 'Hi John,', body: 'call me.', signOff: null })
  })

  it('leaves a message without either alone, and joins as a letter or inline', () => {
    expect(splitFrame('Highway traffic is bad.')).toEqual({
      greeting: null,
      body: 'Highway traffic is bad.',
      signOff: null,
    })
    const frame = { greeting: 'Hi,', body: 'Body.', signOff: 'Best,' }
    expect(joinFrame(frame)).toBe('Hi,\n\nBody.\n\nBest,')
    expect(joinFrame(frame, 'inline')).toBe('Hi, Body. Best,')
  })
})

describe('splitFrame for letters', () => {
  it('reads a name alone on the first line as the greeting and a closing line with a signature as the sign-off', () => {
    expect(splitFrame('Greg,\n\nThe site was down.\n\nThanks so much,\nAlan')).toEqual({
      greeting: 'Greg,',
      body: 'The site was down.',
      signOff: 'Thanks so much,\nAlan',
    })
    expect(
      splitFrame(
        'Dear Mr. Patel,\n\nA new leg is on its way.\n\nWarm regards,\nHannah\nCustomer Care, Oakline Furniture',
      ),
    ).toMatchObject({ signOff: 'Warm regards,\nHannah\nCustomer Care, Oakline Furniture' })
  })

  it('takes a name alone after a blank line as a signature, and not "Sorry," as a greeting', () => {
    expect(splitFrame('Kevin,\n\nFix it by 10am.\n\nRita')).toEqual({
      greeting: 'Kevin,',
      body: 'Fix it by 10am.',
      signOff: 'Rita',
    })
    expect(splitFrame('Sorry,\n\nI was late.').greeting).toBeNull()
  })
})
