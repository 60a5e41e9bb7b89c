import { type ChatBubble, defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { readVote } from './votes'
import { writeReplies } from './write-replies'

const them = (text: string): ChatBubble => ({ side: 'them', text })
const first = (thread: ChatBubble[]) => writeReplies({ thread, tones: defaultTones, seed: 2 })[0]?.text ?? ''

// Paraphrases written for this test, not taken from any evaluation set.
describe('group votes', () => {
  it('reads labelled options and goes with the one the group leans to', () => {
    expect(readVote('Jo: venue? A) The Crown  B) Bar Luna  C) my flat\nSam: B for me')).toEqual({
      first: 'Bar Luna',
      second: 'The Crown',
    })
  })

  it('reads "option 1 is …, option 2 is …" and a listed "options are X or Y"', () => {
    expect(readVote('option 1 is the red dress, option 2 is the green suit. vote!')?.first).toBe(
      'the red dress',
    )
    expect(readVote('Options are Nando’s or the curry house (Spice Garden). Everyone vote')).toEqual({
      first: 'Nando’s',
      second: 'Spice Garden',
    })
  })

  it('casts a vote by name instead of promising to "choose wisely"', () => {
    const reply = first([
      them('Mia: film night friday! vote: Paddington 2, Alien, or Mamma Mia'),
      them('Leo: you decide, tie breaker. choose wisely'),
    ])
    expect(reply).toMatch(/Paddington 2|Alien|Mamma Mia/)
    expect(reply).not.toMatch(/choose wisely/i)
  })

  it('leaves lists of questions and ways to act to the other readings', () => {
    expect(
      readVote('trip admin: 1) who is driving 2) who books the cabin. answers by friday pls'),
    ).toBeUndefined()
    expect(readVote('vote: book a cleaner or keep doing the rota')).toBeUndefined()
  })
})
