import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('gaslighting', () => {
  itFindsTheAct(
    'gaslighting',
    [
      "That never happened. You're making things up again.",
      'You must have imagined the whole thing.',
      "You're being way too dramatic about one comment.",
      "Honestly it's all in your head.",
      "Calm down, you're overreacting like always.",
      'Why are you so sensitive? It was a joke.',
      'Your memory is really not what it used to be.',
      'I think you may be remembering that wrong, you were tired.',
    ],
    [
      'I think I misremembered the address, sorry!',
      "You're right, that was my mistake.",
      "You're crazy good at this game.",
      'Do you remember where we parked?',
      "I'm probably remembering it wrong, was it Tuesday?",
    ],
  )
})
