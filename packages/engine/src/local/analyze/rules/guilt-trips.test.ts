import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('guilt trips', () => {
  itFindsTheAct(
    'guilt_trip',
    [
      "After everything I've sacrificed for this family, you can't call once a week?",
      "I cooked for you all afternoon and you didn't even show up.",
      "Fine, go. Don't worry about me.",
      "I guess it doesn't matter what I want.",
      "Ten years here and that's what I'm worth to you?",
      'So this is all I am to you. Noted.',
      'I stuck my neck out to get you that interview.',
      'This is the thanks I get for helping you move?',
      'Clearly my feelings mean nothing to you.',
      'You told everyone at the table before me. I feel like such a fool.',
      "Fine, I'm used to being your second choice.",
      "I'm the only one here who even tries.",
    ],
    [
      'I baked cookies for you! Come grab some.',
      'Thanks for everything you did for the party.',
      "Don't worry about the dishes, I'll do them.",
      'After all the rain, the garden looks amazing.',
      'After all that rain we finally got a sunny day!',
      "That's what I'm worth on the market, according to the recruiter.",
      'locked myself out AGAIN, i feel like such an idiot lol',
      "I'm the only one who knows the wifi password lol",
    ],
  )
})
