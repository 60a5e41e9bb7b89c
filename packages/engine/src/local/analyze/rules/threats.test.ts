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
      'I will kill you.',
      'im gonna hurt u if you dont stop',
      'I will make you regret this, trust me.',
      "Say that again and I'm going to smash your face in.",
      "You're dead. Wait till I see you.",
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
      ["I'll shoot you a text when I land.", 'text_friend'],
      ["I'm going to beat you to the bar tonight.", 'text_friend'],
      ["I'm going to hurt your feelings a bit here, but the draft needs work.", 'work_email'],
      ['I will make you a cake for your birthday.', 'text_friend'],
      ["I'm not going to hurt you, I just want to talk.", 'text_friend'],
      ['My phone is dead, call the landline.', 'text_friend'],
      ["I'm gonna kill you for not telling me about the spoilers", 'text_friend'],
    ],
  )
})
