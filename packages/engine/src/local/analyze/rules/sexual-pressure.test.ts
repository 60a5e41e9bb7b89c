import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('sexual pressure', () => {
  itFindsTheAct(
    'sexual_pressure',
    [
      ['Stop saying no, you know you want to.', 'dating_app'],
      ["Don't be such a prude, it's just one night.", 'dating_app'],
      ['Send me something spicy before bed 😏', 'dating_app'],
      ["If you really loved me you'd stop making excuses.", 'text_friend'],
      ["I paid for dinner, I think I've earned a kiss.", 'dating_app'],
      ['Your no sounds like a yes to me.', 'dating_app'],
      'show me a photo of you in your underwear, go on',
    ],
    [
      ['Totally fine to take things slow, no rush at all.', 'dating_app'],
      ['What are you wearing to the party tomorrow?', 'text_friend'],
      ['Send me pics of the new flat!', 'text_friend'],
      ['Show me the way to the station?', 'general'],
      'Send me pics of the puppy in her new bed!',
      'send a photo of you in the new jacket',
    ],
  )
})
