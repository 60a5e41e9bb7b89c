import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('isolation', () => {
  itFindsTheAct(
    'isolation',
    [
      "You don't need to go to your mum's every Sunday. Stay with me.",
      "Why do you need a girls' trip? I'm all you need.",
      "Stop hanging out with Maya, she's a bad influence.",
      "Your friends don't really care about you. You only need me.",
      "Quit the running club, it's just an excuse to flirt.",
      "I'd rather you didn't see your brother without me.",
      "They're not your real friends, they just use you.",
      "Don't tell your parents anything about us.",
      'Stay away from your sister, she only causes drama.',
    ],
    [
      "Let's skip the party and have a quiet night in.",
      'Stop texting while driving please!',
      "Can we have a night just the two of us this week? No pressure if you're busy.",
      'Leave it to me, I will sort the booking.',
      'Stop calling me at work, I can text at lunch.',
      'Stay away from my kids and my house.',
    ],
  )
})
