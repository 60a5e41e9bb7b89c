import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('defensiveness', () => {
  itFindsTheAct(
    'defensiveness',
    [
      "It's not like you're perfect either.",
      ["Hi Lou, nobody told me the deadline changed, so this isn't on me. Dan", 'work_email'],
      'In my defense, nobody told me the meeting moved.',
      "It's not my fault you forgot to charge your phone.",
      'What about the time you missed my birthday?',
      "Don't make me the bad guy here, you started it.",
      'Well you could have called me too.',
      "Right, so it's my fault the car ran out of petrol?",
    ],
    [
      "It's my fault, I'm sorry, I should have checked.",
      'Because you helped, we finished early. Thank you!',
      'What about Thursday for dinner?',
      "It's not my fault the printer hates me lol",
      "It's my fault, I'm sorry, I'll fix it.",
    ],
  )
})
