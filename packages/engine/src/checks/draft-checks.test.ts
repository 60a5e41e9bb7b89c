import { defaultTones, type Tones } from '@tipsy/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeMessage } from '../local/analyze/analyze'
import { warmUpGrammar } from '../local/grammar/grammar-checker'
import { bestDraft, checkDraft, closestDraft, type DraftBrief, factsIn, passes } from './draft-checks'
import { spellingProblems } from './spelling'

const readers = { analyze: analyzeMessage, spellingProblems }
const tones = (changes: Partial<Tones> = {}): Tones => ({ ...defaultTones, ...changes })
const generate = (request: string, changes: Partial<Tones> = {}): DraftBrief => ({
  task: 'generate',
  request,
  tones: tones(changes),
  useCase: 'general',
})
const rewrite = (message: string, style: Extract<DraftBrief, { task: 'rewrite' }>['style']): DraftBrief => ({
  task: 'rewrite',
  message,
  style,
  useCase: 'general',
})

describe('checkDraft', () => {
  beforeAll(() => warmUpGrammar(), 60_000)

  it('passes a plain, right message', async () => {
    const verdict = await checkDraft(
      "Hi! I'm running about 20 minutes late, sorry. Start without me and I'll catch up.",
      generate('tell the team I am 20 minutes late and they should start without me'),
      readers,
    )
    expect(verdict.failures).toEqual([])
  })

  it('fails a draft that carries the prompt or loops', async () => {
    const leaked = await checkDraft('Task: write\nRequest: say hi', generate('say hi to Mia'), readers)
    expect(leaked.failures.join()).toMatch(/prompt/)
    const looped = await checkDraft(
      'I love you so much. I love you so much. I love you so much.',
      generate('tell him I love him'),
      readers,
    )
    expect(looped.failures.join()).toMatch(/repeats itself/)
  })

  it('fails a draft that drops a number or a name it was given', async () => {
    const verdict = await checkDraft(
      "Let's meet later!",
      generate('ask Priya to meet at 7 by the Odeon'),
      readers,
    )
    expect(verdict.failures).toEqual(['drops "7"'])
    expect(verdict.faults).toEqual(['leaves out "Priya", "Odeon"'])
  })

  it('fails a draft that speaks of its reader instead of to them', async () => {
    const landlord = await checkDraft(
      'Hi, my landlord says the tap has leaked since Monday.',
      generate('tell my landlord the tap has leaked since monday'),
      readers,
    )
    expect(landlord.failures).toEqual(['speaks of the reader as "my landlord"'])
    const her = await checkDraft(
      'I had a great time and would love to see her again.',
      generate('tell her i had a great time and would love to see her again'),
      readers,
    )
    expect(her.failures).toEqual(['speaks of the reader as "her"'])
    const toHer = await checkDraft(
      'I had a great time last night and would love to see you again!',
      generate('tell her i had a great time and would love to see her again'),
      readers,
    )
    expect(toHer.failures).toEqual([])
  })

  it('fails a draft that makes up a name or a number', async () => {
    const verdict = await checkDraft(
      "Hi Jessica, could you feed my cat this weekend? I'm back at 6.",
      generate('ask jenna if she can feed my cat this weekend'),
      readers,
    )
    expect(verdict.failures).toEqual(['makes up "6", "Jessica"'])
  })

  it("fails a draft that pastes the request's instruction or the context", async () => {
    const instruction = await checkDraft(
      'Hi there, please note that complain to the restaurant, fries missing and the burger was cold.',
      generate('complain to the restaurant, fries missing and the burger was cold'),
      readers,
    )
    expect(instruction.failures).toEqual([`carries the request's "complain to the"`])
    const context = await checkDraft(
      'Hello, congratulations on your promotion. Fatima, just made head of marketing after 6 years.',
      {
        ...generate('congratulate my colleague on her promotion'),
        context: 'Fatima, just made head of marketing after 6 years here',
      } as DraftBrief,
      readers,
    )
    expect(context.failures.join()).toMatch(/pastes the context/)
    const used = await checkDraft(
      'Congratulations on head of marketing, Fatima! Six years of great work, well deserved.',
      {
        ...generate('congratulate my colleague on her promotion'),
        context: 'Fatima, just made head of marketing after 6 years here',
      } as DraftBrief,
      readers,
    )
    expect(used.failures).toEqual([])
  })

  it('lets drunk slip a typo but not sober', async () => {
    const draft = 'omg i miss you sooo much, cant wait to see yuo tomorow'
    const sober = await checkDraft(draft, generate('tell her I miss her'), readers)
    expect(sober.failures.join()).toMatch(/misspells/)
    const drunk = await checkDraft(draft, generate('tell her I miss her', { sober: 0, drunk: 90 }), readers)
    expect(drunk.failures.filter((failure) => failure.startsWith('misspells'))).toEqual([])
  })

  it('refuses a rewrite that only changed contractions or punctuation', async () => {
    const verdict = await checkDraft(
      "I can't make it tonight!",
      rewrite('I cannot make it tonight.', 'friendly'),
      readers,
    )
    expect(verdict.failures.join()).toMatch(/only contractions or punctuation/)
  })

  it('holds each style to its promise', async () => {
    const message =
      'Hey, I think maybe we should probably move the meeting to Thursday at 3 if that works for you, no worries if not.'
    const hedged = await checkDraft(
      'I think we should move the meeting to Thursday at 3.',
      rewrite(message, 'assertive'),
      readers,
    )
    expect(hedged.failures.join()).toMatch(/hedges/)
    const slangy = await checkDraft(
      'Gonna move the meeting to Thursday at 3, ok? 👍',
      rewrite(message, 'professional'),
      readers,
    )
    expect(slangy.failures.join()).toMatch(/emoji/)
    expect(slangy.failures.join()).toMatch(/slang/)
    const longer = await checkDraft(`${message} Thanks a lot!`, rewrite(message, 'concise'), readers)
    expect(longer.failures.join()).toMatch(/not shorter/)
    const good = await checkDraft(
      'Can we move the meeting to Thursday at 3?',
      rewrite(message, 'concise'),
      readers,
    )
    expect(good.failures).toEqual([])
  })

  it('ranks passing drafts first and keeps the closest failure', async () => {
    const brief = generate('ask Priya to meet at 7')
    const verdicts = await Promise.all(
      ['Want to meet later?', 'Priya, want to meet at 7?'].map((draft) => checkDraft(draft, brief, readers)),
    )
    expect(bestDraft(verdicts)?.draft).toBe('Priya, want to meet at 7?')
    expect(passes(verdicts[0] as never)).toBe(false)
    expect(closestDraft(verdicts.slice(0, 1))?.draft).toBe('Want to meet later?')
  })
})

describe('factsIn', () => {
  it('finds numbers and names, not sentence starts', () => {
    expect(factsIn('Tell Sam the rent of £1,450 is due on the 3rd at 5:30. 🙂 Some pay Mia.')).toEqual([
      '1450',
      '3',
      '5',
      '30',
      'Sam',
      'Mia',
    ])
  })

  it('reads no names in shouting', () => {
    expect(factsIn('I PAY $89 A MONTH FOR THIS, Dave. FIX IT OR ELSE')).toEqual(['89', 'Dave'])
  })
})
