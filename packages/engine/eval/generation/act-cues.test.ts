import { describe, expect, it } from 'vitest'
import { containsWord, performsAct } from './act-cues'

describe('act cues', () => {
  it.each([
    ['apologise', "I'm so sorry I missed your call.", true],
    ['apologise', 'I missed your call.', false],
    ['thank', 'I really appreciate you covering for me.', true],
    ['decline', "Thanks for asking, but I can't make it on Saturday.", true],
    ['decline', 'See you Saturday!', false],
    ['invite', 'Would you like to come to the picnic on Sunday?', true],
    ['congratulate', 'Congratulations on the new job!', true],
    ['wish', 'Good luck with the exam tomorrow!', true],
    ['console', "I'm so sorry to hear about your dad.", true],
    ['remind', 'Just a reminder that rent is due on the 1st.', true],
    ['follow_up', "I'm following up on the invoice I sent in March.", true],
    ['boundary', "Please don't call me after 9pm.", true],
    ['negotiate', 'Would you consider £80 instead?', true],
    ['share_news', 'Guess what? I passed my driving test!', true],
    ['ask', 'Do you still have my jacket?', true],
    ['request', 'Could you pick up the kids at 3?', true],
  ] as const)('%s: %s → %s', (act, message, performs) => {
    expect(performsAct(act, message, [])).toBe(performs)
  })

  it('counts an informing message when it states the content, not when it only asks', () => {
    expect(performsAct('inform', 'The meeting moved to 10:30.', ['10:30'])).toBe(true)
    expect(performsAct('inform', 'Did the meeting move to 10:30?', ['10:30'])).toBe(false)
  })

  it('matches must words at the start of a word, ignoring case and dash style', () => {
    expect(containsWord('The tap has been leaking.', 'leak')).toBe(true)
    expect(containsWord('It was bleak.', 'leak')).toBe(false)
    expect(containsWord('We won 3–1!', '3-1')).toBe(true)
  })
})
