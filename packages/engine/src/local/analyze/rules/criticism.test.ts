import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('criticism', () => {
  itFindsTheAct(
    'criticism',
    [
      "you're so inconsiderate, you didn't even ask how my day was",
      ['Frankly you lack any sense of urgency.', 'work_email'],
      'You have no respect for anyone else in this house.',
      "Honestly you're a really selfish person and everyone sees it.",
      'you come across as incredibly arrogant in meetings',
      "Your laziness is the reason we're behind.",
      "You're a terrible friend.",
      "You obviously can't handle the pressure of this role.",
    ],
    [
      "You're so thoughtful, thank you for the flowers!",
      "I don't think you're lazy at all, you're just exhausted.",
      "You're not lazy, you've had a rough month.",
      "You're so tired, go to bed.",
      "You're a great team player.",
      'The report was late and the client noticed.',
      "I can't handle spicy food lol",
    ],
  )
})
