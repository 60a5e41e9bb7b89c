import { describe, expect, it } from 'vitest'
import { detectRedFlags } from '../red-flags'

const types = (text: string, reader?: null) =>
  detectRedFlags(text, 'general', undefined, reader).map((flag) => flag.type)

describe('the learned second reader', () => {
  it('flags a put-down no rule knows, over the whole sentence, as something it may read as', () => {
    const text = 'Honestly a child could have planned this better than you.'
    expect(types(text, null)).toEqual([])
    const [flag] = detectRedFlags(text, 'general')
    expect(flag).toMatchObject({ type: 'contempt', severity: 'high', span: { start: 0, end: text.length } })
    expect(flag?.description).toContain('may read as contempt')
  })

  it('leaves everyday messages alone', () => {
    for (const text of [
      'The meeting moved to 3pm, see you there.',
      'Thanks for covering my shift, I owe you one.',
      "Can't wait to see you Saturday!",
      'Could you send me the slides before lunch?',
      'Send me the file now.',
      "honestly I kind of feel like we don't hang out anymore, you know? I miss you.",
    ])
      expect(types(text)).toEqual([])
  })

  it('does not overrule a rule that read the wording: "a shame if" is a threat only when the rule says so', () => {
    expect(types('It would be a shame if you missed the party!')).toEqual([])
    expect(types('Would be a shame if the cake went to waste.')).toEqual([])
    expect(types('Nice bike. Be a real shame if somebody slashed the tyres.')).toEqual(['threat'])
  })

  it('reads only what the rules left: a sentence a rule flagged gets no second flag', () => {
    expect(types('Nobody else would put up with you.')).toEqual(['contempt'])
  })
})
