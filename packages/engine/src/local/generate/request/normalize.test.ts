import { describe, expect, it } from 'vitest'
import { normalizeRequest } from './normalize'

describe('contractions typed without the apostrophe', () => {
  it.each([
    ['text Maya were having a baby in november', "text Maya we're having a baby in november"],
    ['ask if shed mind feeding the cat', "ask if she'd mind feeding the cat"],
    ['ask raj if hed be willing', "ask raj if he'd be willing"],
    ['id rather do monday', "I'd rather do monday"],
    ['i cant do twenty but ill do twenty five', "I can't do twenty but I'll do twenty five"],
    ['its twelve thousand right now', "it's twelve thousand right now"],
    ['its happened three times this week', "it's happened three times this week"],
    ['feed the cat while were away', "feed the cat while we're away"],
    [
      'ask what time there open till and weather we need the card',
      "ask what time they're open till and whether we need the card",
    ],
  ])('%s', (typed, meant) => {
    expect(normalizeRequest(typed)).toBe(meant)
  })

  it.each([
    'my mum is ill so she cant come',
    'its battery died',
    'the kids were having fun',
    'we were going anyway',
    'when were you there',
    'be there at 5, the weather is nice',
    'the shed door is broken',
  ])('leaves the ordinary word alone: %s', (typed) => {
    const normal = normalizeRequest(typed)
    expect(normal).not.toMatch(/I'll|it's|we're|she'd|he'd/i)
  })
})

describe('spoken fillers', () => {
  it('drops "um" and "uh" said between words, not inside them', () => {
    expect(normalizeRequest('message the host um ask if we can check in early')).toBe(
      'message the host ask if we can check in early',
    )
    expect(normalizeRequest('bring an umbrella')).toBe('bring an umbrella')
  })
})
