import { describe, expect, it } from 'vitest'
import { type GenerationItem, hasAllMust, mostRepeatedSentence, speaksToReader } from './checks'

const item = (recipient: GenerationItem['recipient'], others: string[] = []): GenerationItem => ({
  id: 't',
  request: 'tell Mia I cannot make dinner',
  act: 'decline',
  recipient,
  others,
  must: [['dinner']],
  author: 'test',
  split: 'dev',
})

describe('generation checks', () => {
  it('needs every must group, any alternative of each', () => {
    expect(hasAllMust('I fixed the faucet on Monday.', [['tap', 'faucet'], ['monday']])).toBe(true)
    expect(hasAllMust('I fixed it on Monday.', [['tap', 'faucet'], ['monday']])).toBe(false)
  })

  it('lets the reader be named to address them, never spoken of', () => {
    const mia = item({ name: 'Mia', relation: 'friend' })
    expect(speaksToReader("Hi Mia, I can't make dinner tonight.", mia)).toBe(true)
    expect(speaksToReader("Sorry, Mia, I can't make it.", mia)).toBe(true)
    expect(speaksToReader("I can't make dinner with Mia.", mia)).toBe(false)
    expect(speaksToReader("I can't make dinner with my friend.", mia)).toBe(false)
    expect(speaksToReader('She will understand.', mia)).toBe(false)
    expect(
      speaksToReader('Tell Sam she can come too.', item({ name: 'Mia', relation: 'friend' }, ['Sam'])),
    ).toBe(true)
  })

  it('lets he/she mean someone the request speaks of without a name', () => {
    const sister = {
      ...item({ name: null, relation: 'sister' }),
      request: 'ask my sister to pick up mom, dad is away',
    }
    expect(speaksToReader("Could you pick up mom? Dad's away, he can't.", sister)).toBe(true)
    const grace = {
      ...item({ name: 'Grace', relation: null }),
      request: 'remind grace about the dentist, she forgets',
    }
    expect(speaksToReader('Reminder about the dentist, she always forgets.', grace)).toBe(false)
    const mom = { ...item({ name: null, relation: 'mom' }), request: 'say sorry to my mom for snapping' }
    expect(speaksToReader('Sorry, she did not deserve it.', mom)).toBe(false)
  })

  it('finds the sentence most messages repeat, greetings and sign-offs aside', () => {
    const repeated = mostRepeatedSentence([
      'Hi Sam, see you soon. Talk soon!',
      'Hi Mo, see you soon.',
      'Hey!',
    ])
    expect(repeated).toEqual({ sentence: 'see you soon', count: 2 })
  })
})
