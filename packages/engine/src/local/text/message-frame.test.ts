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
