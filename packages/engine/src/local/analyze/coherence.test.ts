import { describe, expect, it } from 'vitest'
import { analyzeMessage } from './analyze'

describe('one reading drives every score', () => {
  it('never reads a message with a hostile flag as positive, nor says a word lifts it', () => {
    const { scores, insights } = analyzeMessage(
      'Fine. Whatever works for you, as always. Thanks so much.',
      'work_email',
    )
    expect(scores.sentiment.label).not.toMatch(/positive/)
    expect(insights.join(' ')).not.toMatch(/lifts? it/)
  })

  it('never reads shouting or a threat as cool', () => {
    const { scores } = analyzeMessage("if you don't call me back i'm done", 'text_friend')
    expect(['warm', 'hot', 'boiling']).toContain(scores.emotional_temperature.label)
  })

  it('leaves a friendly message as the words say', () => {
    const { scores } = analyzeMessage("I'm so happy for you, congrats!!", 'text_friend')
    expect(scores.sentiment.label).toMatch(/positive/)
  })
})
