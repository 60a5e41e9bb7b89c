import type { Analysis, Rewrite } from '@tipsy/contracts'

export const flaggedMessage = 'Per my last email, you NEVER reply. Fine.'

export const sampleAnalysis: Analysis = {
  scores: {
    tone: { value: 'passive_aggressive', description: 'Polite words with an edge.' },
    clarity: { score: 72.4 },
    emotional_temperature: { value: 64, label: 'heated' },
    sentiment: { label: 'negative', score: -0.45 },
  },
  red_flags: [
    {
      type: 'passive_aggression',
      severity: 'high',
      text: 'Per my last email',
      description: 'Reads as a reprimand.',
      suggestion: 'Restate the point directly.',
      span: { start: 0, end: 17 },
    },
    {
      type: 'absolutes',
      severity: 'medium',
      text: 'NEVER',
      description: 'Absolutes invite defensiveness.',
      suggestion: 'Describe the specific time.',
      span: { start: 23, end: 28 },
    },
    {
      type: 'dismissive_closing',
      severity: 'low',
      text: 'Fine.',
      description: 'Ends the conversation coldly.',
      suggestion: 'Say what you need next.',
      span: { start: 36, end: 41 },
    },
  ],
  insights: ['Lead with what you need.', 'Shorter sentences read calmer.'],
}

const rewrite = (id: string, style: Rewrite['style'], text: string): Rewrite => ({
  id,
  style,
  text,
  character_count: text.length,
  changes: [`Made it ${style}`],
  tone_shift: { from: 'passive_aggressive', to: style },
})

export const sampleRewrites: Rewrite[] = [
  rewrite('r1', 'professional', 'Following up on my earlier email: could you reply when you can?'),
  rewrite('r2', 'friendly', 'Hey! Just checking you saw my email 😊'),
  rewrite('r3', 'concise', 'Could you reply to my email?'),
]
