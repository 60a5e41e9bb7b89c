import type { RedFlag } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import type { MessageReading } from '../../models/reader/meaning-reader'
import { judgedFlags } from './judged-flags'

const head = { harmThreshold: 0.6, vetoBelow: 0.2, severities: { contempt: 'high', threat: 'high' } as const }
const text = 'Thanks for the notes. Maybe let someone competent handle it next time.'
const secondSentence = { start: 22, end: text.length }

function reading(harm: number, sentenceHarms: [number, number], kind = 'contempt'): MessageReading {
  return {
    harm,
    kind,
    sentences: [
      { text: 'Thanks for the notes.', start: 0, end: 21, harm: sentenceHarms[0], kind: 'none' },
      { text: text.slice(secondSentence.start), ...secondSentence, harm: sentenceHarms[1], kind },
    ],
  }
}

const ruleFlag = (type: string, start: number, end: number): RedFlag => ({
  type,
  severity: 'medium',
  description: 'a rule',
  suggestion: 'change it',
  text: text.slice(start, end),
  span: { start, end },
})

describe('judgedFlags: the whole message first, then where', () => {
  it('drops the rules’ flags on a message the reader finds harmless, but not the clock’s', () => {
    const flags = [ruleFlag('pressure', 0, 6), ruleFlag('late_night', 0, text.length)]
    expect(
      judgedFlags(text, 'general', flags, reading(0.05, [0.01, 0.05]), head).map((flag) => flag.type),
    ).toEqual(['late_night'])
  })

  it('keeps the rules’ flags unchanged between the veto and the threshold', () => {
    const flags = [ruleFlag('pressure', 0, 6)]
    expect(judgedFlags(text, 'general', flags, reading(0.4, [0.1, 0.4]), head)).toEqual(flags)
  })

  it('flags the sentence the reader finds most harmful, with its kind, when no flag is there', () => {
    const [flag] = judgedFlags(text, 'general', [], reading(0.9, [0.1, 0.9]), head)
    expect(flag).toMatchObject({ type: 'contempt', severity: 'high', span: secondSentence })
    expect(flag?.text).toBe(text.slice(secondSentence.start))
    expect(flag?.description).toMatch(/may read as contempt/)
  })

  it('adds nothing where a rule already flags that sentence', () => {
    const flags = [ruleFlag('criticism', 30, 50)]
    expect(judgedFlags(text, 'general', flags, reading(0.9, [0.1, 0.9]), head)).toEqual(flags)
  })

  it('adds nothing for a kind it has no words for', () => {
    expect(judgedFlags(text, 'general', [], reading(0.9, [0.1, 0.9], 'all_caps'), head)).toEqual([])
  })
})
