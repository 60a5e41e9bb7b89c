import type { UseCase } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { detectRedFlags } from '../../analyze/red-flags'
import { repairFlags } from './repair-flags'

const repaired = (text: string, useCase: UseCase = 'text_friend') =>
  repairFlags(text, detectRedFlags(text, useCase), useCase)

describe('repairs of the acts', () => {
  it.each([
    [
      'threat',
      'Be a real shame if something happened to your bike. Rent is due Friday.',
      /Rent is due Friday/,
    ],
    [
      'contempt',
      'Grow up and learn to speak like a professional. The slides are attached.',
      /slides are attached/,
    ],
    ['gaslighting', 'That never happened. Dinner is at 8 on Saturday.', /Dinner is at 8/],
    ['isolation', "Skip book club tonight. I'm cooking pasta.", /cooking pasta/],
    ['monitoring', 'Turn your location back on. I get home at six.', /home at six/],
    ['scam', 'Confirm your card details within 24 hours. Thanks for your order.', /Thanks for your order/],
    ['late_night', "It's 3am and I miss you. Also the keys are under the mat.", /keys are under the mat/],
  ])('drops the %s and keeps the rest', (type, text, kept) => {
    const { text: after, changes } = repaired(text)
    expect(after).toMatch(kept)
    expect(detectRedFlags(after, 'text_friend').map((flag) => flag.type)).not.toContain(type)
    expect(changes.length).toBeGreaterThan(0)
  })

  it('turns a shut door into asking for time', () => {
    expect(repaired("I'm not having this conversation.").text).toBe(
      'I need a break from this; can we talk about it tomorrow?',
    )
  })

  it('says the feeling when nothing else is left', () => {
    const { text, changes } = repaired("You're pathetic.")
    expect(text).toMatch(/upset/)
    expect(changes.at(-1)).toMatch(/Nothing was left/)
  })
})
