import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('contempt', () => {
  itFindsTheAct(
    'contempt',
    [
      'lol who taught you to dress, a blind person?',
      'Honestly, watching you try to cook is hilarious.',
      'You eat like a pig, it is genuinely disgusting.',
      'My goldfish has more common sense than you.',
      "Frankly it's embarrassing that a grown man can't boil an egg.",
      'lol did you really think anyone would read that? look in a mirror',
      'Grow up and learn to speak like a professional.',
      "Oh that's adorable. You actually think you deserve a raise.",
      "You're a joke and everyone at the office knows it.",
      'Nobody else would ever put up with you.',
      'Your little "business" is embarrassing.',
      "I'll walk you through it again, slowly.",
      'someone tell her this chat is for actual friends',
      "I know cooking isn't exactly your strong suit, so I brought salad.",
      'Not bad looking for a guy your age.',
      'Honestly nobody in this office rates you.',
      'no one here even wants you, face it',
      'A first-year intern would have caught this mistake.',
      'What exactly are you doing all day?',
      "I've said it twice now. Please try to keep up.",
    ],
    [
      'Haha you look like a kid on Christmas morning, so cute!',
      'That puppy is adorable!',
      'Do you really think it will rain tomorrow?',
      'No wonder you are tired, you worked all weekend.',
      'Did you get a job yet? Fingers crossed for you.',
      'Imagine having a house by the sea one day!',
      'can you explain it again slowly? i missed it',
      'This group chat is for the book club, welcome Jo!',
      "Baking isn't really my thing, so I bought a cake.",
      "I'll walk you through it again tomorrow if that helps.",
      'Nobody misses you more than the dog does!',
      'Any intern could do this in an hour, so let us hire one.',
      'Try to keep up with the reading list if you can, no stress.',
    ],
  )
})
