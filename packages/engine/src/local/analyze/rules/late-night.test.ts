import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('late night', () => {
  itFindsTheAct(
    'late_night',
    [
      ["it's 3am and i keep thinking about you", 'text_friend'],
      ['u awake? i miss you', 'dating_app'],
      ['Sorry, I know it is so late. I just need to hear your voice.', 'general'],
      ["can't sleep. do you ever think about us?", 'text_friend'],
    ],
    [
      ['Landed at 2am, will call tomorrow!', 'text_friend'],
      ['The server backup runs at 3am every night.', 'work_email'],
      ['Are you up yet? Coffee is ready.', 'text_friend'],
      ["Can't sleep, the storm is so loud here.", 'text_friend'],
      'Happy birthday! Thanks for sitting with me at the vet at midnight, love you!',
    ],
  )
})
