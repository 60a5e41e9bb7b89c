import type { Analysis } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { analyzeMessage } from './analyze'
import { contradictionsIn } from './coherence'

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

describe('contradictionsIn: what the analysis screen must never show together', () => {
  const analysis = (scores: Partial<Analysis['scores']>, extra: Partial<Analysis> = {}): Analysis => ({
    scores: {
      tone: { value: 'neutral', description: 'Neutral.' },
      clarity: { score: 90 },
      emotional_temperature: { value: 30, label: 'cool' },
      sentiment: { label: 'neutral', score: 0 },
      ...scores,
    },
    red_flags: [],
    insights: [],
    ...extra,
  })

  it('finds a tone whose feeling the sentiment denies, and an insight that quotes another score', () => {
    expect(
      contradictionsIn(
        analysis(
          {
            tone: { value: 'frustrated', description: 'Frustrated.' },
            sentiment: { label: 'very positive', score: 0.977 },
          },
          {
            insights: [
              'Clarity 100: 3 sentences of at most 17 words.',
              'Sentiment is positive (0.4): “ok” lifts it.',
            ],
          },
        ),
      ),
    ).toEqual([
      'a frustrated tone beside very positive sentiment',
      'an insight says clarity 100, the card 90',
      'an insight says sentiment positive, the card very positive',
    ])
    expect(contradictionsIn(analysis({ sentiment: { label: 'very negative', score: -0.7 } }))).toEqual([
      'a neutral tone beside very negative sentiment',
    ])
    expect(
      contradictionsIn(
        analysis({
          tone: { value: 'aggressive', description: 'Aggressive.' },
          sentiment: { label: 'negative', score: -0.4 },
        }),
      ),
    ).toEqual(['an aggressive tone read as cool'])
  })

  it.each([
    'Hi team, quick update: the release slipped to Thursday because of a bug I missed in review. I’m sorry for the delay, that one is on me. I’ve added a test so it can’t happen again and will confirm once it’s out.',
    'u up? cant stop thinking about u.. i miss u. can i come over',
    'I AM SO DONE WITH YOU. YOU NEVER LISTEN AND I AM SICK OF IT.',
    'Honestly your presentation was a mess and everyone noticed. Maybe let someone competent handle it next time.',
    'Thanks so much, see you tomorrow!! 😊',
    'Gracias por todo 😍😍',
  ])('finds none in the analysis of %s', (text) => {
    expect(contradictionsIn(analyzeMessage(text, 'general'))).toEqual([])
  })
})
