import { describe, expect, it } from 'vitest'
import { humanize, platformLabels } from './message-labels'

describe('message labels', () => {
  it('turns ids into sentence-case labels', () => {
    expect(humanize('passive_aggression')).toBe('Passive aggression')
    expect(humanize('all-caps')).toBe('All caps')
    expect(humanize('tipsy')).toBe('Tipsy')
  })

  it('spells platform names as their owners do', () => {
    expect(platformLabels.sms).toBe('SMS')
    expect(platformLabels.linkedin).toBe('LinkedIn')
  })
})
