import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('showing up', () => {
  itFindsTheAct(
    'showing_up',
    [
      ["Found out where you work now, I'll pop in tomorrow to say hi.", 'dating_app'],
      ["I'm standing outside your flat, let me in.", 'text_friend'],
      ["You're not answering so I'm driving over.", 'text_friend'],
      ["I'll be waiting by your office when you finish.", 'general'],
      ['omw to your place, see you in 10', 'text_friend'],
      "I walked by your house again tonight, you weren't home.",
    ],
    [
      ["I'll be at your place at 7 as planned, should I bring wine?", 'text_friend'],
      ["I'm outside the cinema, where are you?", 'text_friend'],
      ['Come over whenever you like, the door is open.', 'text_friend'],
      ["I'll be out Thursday for an appointment.", 'work_email'],
      "I drove past your old office today, it's a cafe now!",
    ],
  )
})
