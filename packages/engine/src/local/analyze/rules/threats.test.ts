import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('threats', () => {
  itFindsTheAct(
    'threat',
    [
      'You should be careful walking to your car at night. Just saying.',
      ['Hi Kim, remember that I decide who stays after the restructure. Dave', 'work_email'],
      'Nice bike you have there. Be a real shame if somebody slashed the tyres.',
      "Keep talking and you'll be watching over your shoulder every night.",
      [
        'Before you file that grievance, remember I sign off on your bonus. We will see how your appraisal goes.',
        'work_email',
      ],
      'Post that review and those videos go straight to everyone you work with.',
      'I know where your sister works. Just so you know.',
      'I know where you live now. Think about that before you answer.',
      "If you go to the police, I'll tell your wife everything about us.",
      "No firm in this town will hire you once I'm finished.",
      'Something might happen to that pretty car of yours.',
    ],
    [
      "You're going to regret missing this party, the DJ is unreal!",
      'Watch your back on the ice, the path is slippery.',
      "I'm going to destroy you at chess tonight 😂",
      'I know where you live now 😄 thanks for the housewarming invite',
      'It would be a shame if the rain ruined the picnic, fingers crossed.',
      "I'll make sure everyone gets a slice of cake.",
      "dont tell anyone but we're engaged!!! the ring is gorgeous",
      ['Your performance review is on Thursday at 2, see you then.', 'work_email'],
    ],
  )
})
