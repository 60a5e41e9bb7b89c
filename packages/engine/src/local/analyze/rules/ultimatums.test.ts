import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('ultimatums by deadline and consequence', () => {
  itFindsTheAct(
    'ultimatum',
    [
      ["Keys on my desk by noon, or I'm calling the police.", 'text_friend'],
      ['answer me by 9 or dont bother coming back', 'text_friend'],
      ["Move out by the end of the month or I'm changing the locks.", 'text_friend'],
      ['Either she goes or I do.', 'text_friend'],
      ['paypal me the 50 by fri or im telling ur brother', 'text_friend'],
      ["Hi Lee, the report is due at 5. If it's late again, you're off the account. Ben", 'work_email'],
      ['Accept these terms by Monday, otherwise we will take our business elsewhere.', 'negotiation'],
      ["Clean your stuff out of the garage this week, otherwise it's going in the skip.", 'text_friend'],
      [
        "Two others want it. If you want it you need to send the deposit now. Otherwise it's gone.",
        'text_friend',
      ],
    ],
    [
      ['Can you move your car by 6 or the street sweeper will get it?', 'text_friend'],
      ['Tea or coffee by the way?', 'text_friend'],
      ['pick me up by 6 or dont worry ill get a taxi', 'text_friend'],
      ["If not, no worries, we'll find another time.", 'text_friend'],
      ['Please pay by Friday. Otherwise, we will have to cancel the order.', 'work_email'],
      ["the old mower's free if anyone wants it, otherwise it's going to the tip on sat", 'text_friend'],
    ],
  )
})
