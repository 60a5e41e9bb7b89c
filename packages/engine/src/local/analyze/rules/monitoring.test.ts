import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('monitoring', () => {
  itFindsTheAct(
    'monitoring',
    [
      'Show me your messages. Now.',
      "I checked your location, why are you at Mark's?",
      'Turn your location back on right now.',
      'Send me a picture of where you are so I know you are really at work.',
      'Who are you messaging at this hour?',
      "Give me your password, if you've got nothing to hide.",
      'I read your messages last night. Who is Dan?',
      'FaceTime me when you get there so I can see who is with you.',
    ],
    [
      'Can you send me a photo of the menu?',
      'Text me when you get home safe x',
      'Can everyone share their location for the festival so we can find each other?',
      // Not 'Who are you going with? I might know them!': the rules leave it, but the learned
      // model reads its first sentence alone as checking up (a known false alarm, in the README).
    ],
  )
})
