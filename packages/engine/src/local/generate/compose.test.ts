import { defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { sharesPhrase } from './compose'
import { generateMessages } from './generate'

describe('sharesPhrase', () => {
  it('finds a shared run of three words, ignoring case and punctuation', () => {
    expect(sharesPhrase('Please let me know.', 'Is there any update? Let me know if so')).toBe(true)
    expect(sharesPhrase('Talk soon!', 'Let me know what you think.')).toBe(false)
  })
})

describe('closers', () => {
  it('never repeat a phrase of the body they close', () => {
    const prompts = [
      'follow up with the client about the invoice',
      'check in with Maya about the launch',
      'remind the team about the review',
    ]
    for (const prompt of prompts) {
      for (let seed = 0; seed < 40; seed++) {
        for (const message of generateMessages({ prompt, tones: defaultTones, platform: 'email', seed })) {
          const sentences = message.text
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => sentence.split(' ').length >= 3)
          const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)
          expect(repeated, message.text).toEqual([])
        }
      }
    }
  })
})
