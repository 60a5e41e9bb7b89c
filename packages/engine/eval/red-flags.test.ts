import { describe, expect, it } from 'vitest'
import { keywordFlags, LABELLED_TYPES, loadRedFlagSet, scoreDetector } from './red-flags'

describe('red-flag evaluation set', () => {
  const messages = loadRedFlagSet()

  it('has at least 150 labelled messages, every type with 8+ positives', () => {
    expect(messages.length).toBeGreaterThanOrEqual(150)
    for (const type of LABELLED_TYPES) {
      expect(messages.filter((message) => message.flags.includes(type)).length, type).toBeGreaterThanOrEqual(
        8,
      )
    }
  })

  it('has clean look-alikes for every type: unflagged messages a keyword matcher would flag', () => {
    const keywordTypes = new Map(messages.map((message) => [message, keywordFlags(message)]))
    for (const type of LABELLED_TYPES) {
      const lookAlikes = messages.filter(
        (message) => !message.flags.includes(type) && keywordTypes.get(message)?.includes(type),
      )
      expect(lookAlikes.length, type).toBeGreaterThanOrEqual(2)
    }
  })

  it('uses only known types and use cases', () => {
    for (const message of messages) for (const flag of message.flags) expect(LABELLED_TYPES).toContain(flag)
  })
})

describe('scoreDetector', () => {
  it('computes micro precision and recall over flag types', () => {
    const scores = scoreDetector(
      [
        { text: 'a', useCase: 'general', flags: ['insult'] },
        { text: 'b', useCase: 'general', flags: [] },
      ],
      (message) => (message.text === 'a' ? ['insult', 'profanity'] : ['pressure']),
    )
    expect(scores.micro).toEqual({ precision: 1 / 3, recall: 1 })
    expect(scores.perType.insult).toEqual({ precision: 1, recall: 1, positives: 1 })
    expect(scores.mistakes).toHaveLength(2)
  })
})
