import { describe, expect, it } from 'vitest'
import {
  casualMarker,
  confidenceMarker,
  drunkMarker,
  flirtyMarker,
  funnyMarker,
  soberMarker,
  tipsyMarker,
} from './tone-markers'

const NO_PROMPT = new Set<string>()

describe('tone markers', () => {
  it('count typos and held letters, not names from the prompt or chat slang', () => {
    expect(drunkMarker('I would love to see you tmrw lol', NO_PROMPT)).toBe(0)
    expect(drunkMarker('i wuold lvoe to see yuo', NO_PROMPT)).toBeCloseTo(3 / 6)
    expect(drunkMarker('heyyy Priyanka', new Set(['priyanka']))).toBeCloseTo(1 / 2)
  })

  it('rank loose text above careful text for tipsy and the reverse for sober', () => {
    const loose = 'heyyy wanna hang out 🥂 ok byeee'
    const careful = 'Hello. Would you like to meet on Friday?'
    expect(tipsyMarker(loose)).toBeGreaterThan(tipsyMarker(careful))
    expect(soberMarker(careful)).toBeGreaterThan(soberMarker(loose))
  })

  it('find humour, flirting, certainty and casual speech', () => {
    expect(funnyMarker('Asking for a friend haha 😂')).toBe(3)
    expect(flirtyMarker('You look cute today 😉')).toBe(2)
    expect(confidenceMarker("Send it today. I'll definitely be there.")).toBeGreaterThan(
      confidenceMarker('Maybe I think I could send it?'),
    )
    expect(casualMarker("hey, gonna grab food, you're in?")).toBeGreaterThan(
      casualMarker('I am going to get food. Are you coming?'),
    )
  })
})
