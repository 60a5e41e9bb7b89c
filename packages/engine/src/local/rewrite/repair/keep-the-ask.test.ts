import type { RedFlag } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { keepTheAsk } from './keep-the-ask'
import { applyEdits, sentencesIn } from './stretches'

/** The first sentence flagged whole, as the learned reader flags it, and the text after its repair. */
function repairedFirstSentence(text: string, type: RedFlag['type']): string | null {
  const [sentence] = sentencesIn(text)
  if (!sentence) throw new Error('no sentence')
  const flag: RedFlag = {
    type,
    severity: 'high',
    text: text.slice(sentence.start, sentence.end),
    span: sentence,
    description: 'a whole sentence',
    suggestion: 'ask plainly',
  }
  const edits = keepTheAsk(text, sentence, flag)
  return edits === null ? null : applyEdits(text, edits)
}

describe('keeping the ask of a sentence flagged whole', () => {
  it.each([
    [
      'Accept 3k for the bike by Sunday or my brother sorts it out.',
      'please accept 3k for the bike by Sunday.',
    ],
    [
      'Repaint the fence this month, otherwise you can talk to my lawyer.',
      'please repaint the fence this month.',
    ],
    [
      'Hi Sam, withdraw the grievance by Friday and we can move on.',
      'Hi Sam, please withdraw the grievance by Friday.',
    ],
    [
      'Either the deposit is back by the 10th or I go to the tribunal.',
      'please make sure the deposit is back by the 10th.',
    ],
    ['You either refund the tickets or I tell everyone.', 'please refund the tickets.'],
    ['The keys are in my hand by noon, or the locks change.', 'The keys are in my hand by noon.'],
  ])('an ultimatum keeps its request: %s', (text, expected) => {
    expect(repairedFirstSentence(text, 'ultimatum')).toBe(expected)
  })

  it('drops the sentence that only says what happens otherwise', () => {
    expect(
      repairedFirstSentence(
        'Return the drill before Saturday. Otherwise forget about the party.',
        'ultimatum',
      ),
    ).toBe('please return the drill before Saturday.')
  })

  it.each([
    ['Is the van free on Saturday or not?', 'Is the van free on Saturday?'],
    ['Come on, just send me the spreadsheet already', 'please send me the spreadsheet.'],
    ['Coffee or tea at the meeting?', 'Coffee or tea at the meeting?'],
  ])('pressure keeps its question or ask: %s', (text, expected) => {
    expect(repairedFirstSentence(text, 'pressure')).toBe(expected)
  })

  it('keeps a money ask from its own clause and a plain one as it is', () => {
    expect(
      repairedFirstSentence(
        "We've only met twice but I'm stuck, could you lend me £60 till Friday?",
        'money_request',
      ),
    ).toBe('could you lend me £60 till Friday?')
    expect(repairedFirstSentence('Could you cover my cab home tonight?', 'money_request')).toBe(
      'Could you cover my cab home tonight?',
    )
  })

  it('leaves a threat, a dare and a sentence with no ask to the usual repair', () => {
    expect(repairedFirstSentence('Tomorrow we walk and you find another buyer.', 'ultimatum')).toBeNull()
    expect(repairedFirstSentence('Skip one more practice and your place goes to Jo.', 'ultimatum')).toBeNull()
    expect(
      repairedFirstSentence('My landlord wants £400 and I am short this month.', 'money_request'),
    ).toBeNull()
    expect(repairedFirstSentence('Leave the strategy to the grown-ups.', 'contempt')).toBeNull()
  })
})
