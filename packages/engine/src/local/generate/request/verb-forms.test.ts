import { describe, expect, it } from 'vitest'
import { verbPhraseToBase, verbPhraseToGerund } from './verb-forms'

describe('verb phrases', () => {
  it('turns the first verb into a gerund, leaving a courtesy to the frame', () => {
    expect(verbPhraseToGerund('bring the charger')).toBe('bringing the charger')
    expect(verbPhraseToGerund('please empty the dishwasher')).toBe('emptying the dishwasher')
  })

  it('turns the first verb back to its base form', () => {
    expect(verbPhraseToBase('covering my shift')).toBe('cover my shift')
  })
})
