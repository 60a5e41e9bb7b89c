import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('stonewalling', () => {
  itFindsTheAct(
    'stonewalling',
    [
      "I'm not discussing this any further.",
      ['We have nothing more to say on this matter.', 'negotiation'],
      'Drop it.',
      "Don't text me about this again.",
      'mhm. ok. whatever.',
      "I'm done talking about it.",
    ],
    [
      "I'm done with my shift, heading home!",
      'No need to reply, just wanted to say congrats.',
      "I'm not coming tonight, I need an early night.",
      'Drop it off at reception whenever.',
      ['This is our final offer. Take it or leave it.', 'negotiation'],
    ],
  )
})
