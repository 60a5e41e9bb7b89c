import { describe, expect, it } from 'vitest'
import { contract, expandContractions } from './contractions'

describe('contractions', () => {
  it('expands, choosing "has" and "had" where English needs them', () => {
    expect(expandContractions("I'm sure it's been a while, and you'd better go. Don't.").text).toBe(
      'I am sure it has been a while, and you had better go. Do not.',
    )
  })

  it('contracts only where English allows it', () => {
    expect(contract('I am sure that is what it is. I do not have a car. I have been there.').text).toBe(
      "I'm sure that's what it is. I don't have a car. I've been there.",
    )
  })
})
