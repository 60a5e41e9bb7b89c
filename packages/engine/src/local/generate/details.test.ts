import { describe, expect, it } from 'vitest'
import { extractDetails } from './details'
import { detectIntent } from './intent'

const read = (prompt: string, context?: string) => {
  const intent = detectIntent(prompt, context)
  return { intent, ...extractDetails(intent, prompt, context) }
}

describe('intent and details', () => {
  it('reads who, what, when and where', () => {
    expect(read('Ask Sarah out for coffee on Friday at 7pm at Blue Bottle')).toEqual({
      intent: 'ask_out',
      name: 'Sarah',
      activity: 'coffee',
      when: 'on Friday at 7pm',
      place: 'Blue Bottle',
    })
  })

  it('turns the recipient into "you" and drops instructions about the message', () => {
    expect(read('congratulate jake on his new job, make it funny')).toMatchObject({
      intent: 'congratulate',
      name: 'Jake',
      thing: 'your new job',
    })
    expect(read('remind my roommate to pay rent tomorrow')).toMatchObject({
      intent: 'reminder',
      thing: 'to pay rent',
      when: 'tomorrow',
    })
    expect(read('negotiate a higher salary with my boss')).toMatchObject({
      intent: 'negotiate',
      thing: 'a higher salary',
    })
  })

  it('recognises each kind of message and falls back to general', () => {
    expect(read('say sorry for being late').intent).toBe('apology')
    expect(read('decline the wedding invitation politely')).toMatchObject({
      intent: 'decline',
      thing: 'the wedding invitation',
    })
    expect(read('check in on my friend after her surgery')).toMatchObject({
      intent: 'check_in',
      thing: 'your surgery',
    })
    expect(read('opener for a girl who loves hiking')).toMatchObject({ intent: 'opener', interest: 'hiking' })
    expect(read('say goodbye to my team on my last day').intent).toBe('goodbye')
    expect(read('write something').intent).toBe('general')
  })

  it('fills gaps from the context', () => {
    expect(read('write something nice', 'Her name is Priya and she likes dogs')).toMatchObject({
      name: 'Priya',
      interest: 'dogs',
    })
  })
})
