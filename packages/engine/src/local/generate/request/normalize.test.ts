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

describe('dictated requests without full stops', () => {
  it('starts a sentence at a new subject after a word that cannot lead into it', () => {
    expect(
      normalizeRequest('text my boss i cant do the overtime on saturday ive got my nephews christening'),
    ).toBe("text my boss I can't do the overtime on saturday. I've got my nephews christening")
  })

  it('leaves a subject that a word leads into, and a request that has its full stops', () => {
    expect(normalizeRequest("reply sure, and tell him i'll send them tonight")).toBe(
      "reply sure, and tell him I'll send them tonight",
    )
    expect(normalizeRequest('tell mum im late. ive missed the bus')).toBe(
      "tell mum I'm late. I've missed the bus",
    )
  })
})
