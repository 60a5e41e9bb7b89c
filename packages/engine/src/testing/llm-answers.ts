import type { RewriteStyle } from '@tipsy/contracts'
import type { FakeReply, RecordedRequest } from './fake-llm-server'

/*
 * Model answers in the shapes the LLM providers ask for, for scripting the fake server. They
 * are what a model would send over the wire, not engine results: the engine still maps,
 * clamps and validates them.
 */

export const SAMPLE_MESSAGE = 'Per my last email, the report was due Friday. Whatever, I guess it is fine.'

export const sampleAnalysisAnswer = {
  tone: {
    value: 'passive-aggressive',
    description: '"Per my last email" and "whatever" wrap blame in politeness.',
  },
  red_flags: [
    {
      type: 'passive_aggressive',
      severity: 'high',
      text: 'per my last email',
      description: 'Reads as a pointed reminder that the reader did not pay attention.',
      suggestion: 'Restate the point plainly: "Quick reminder: the report was due Friday."',
    },
    {
      type: 'passive_aggressive',
      severity: 'medium',
      text: 'Whatever, I guess it is fine',
      description: 'Signals annoyance while pretending not to mind.',
      suggestion: 'Say what you need instead: "Could you send it by Monday?"',
    },
  ],
  insights: [
    '"Per my last email" sets a frosty tone in the first four words.',
    'The closing "whatever" undercuts the request and leaves no clear next step.',
  ],
}

export function sampleRewritesAnswer(styles: readonly RewriteStyle[]) {
  const texts: Record<RewriteStyle, string> = {
    professional:
      'Hi, a quick reminder that the report was due on Friday. Could you send it today? Best regards',
    friendly:
      'Hey! Just a friendly nudge: the report was due Friday. Could you send it over when you get a sec?',
    concise: 'The report was due Friday. Please send it today.',
    assertive: 'The report was due Friday. I need it by end of day today.',
    empathetic:
      'I know things are busy. The report was due Friday; could you let me know when you can send it?',
  }
  return {
    rewrites: Object.fromEntries(
      styles.map((style) => [
        style,
        { text: texts[style], changes: [`Rewrote in a ${style} voice`, 'Removed "per my last email"'] },
      ]),
    ),
  }
}

export const SAMPLE_GENERATED_TEXTS = [
  'heyyy so that coffee place you mentioned… this saturday? 😏',
  'Not to be dramatic but I’ve been thinking about that coffee place all week. Saturday?',
  'Coffee, Saturday, you and me. Yes or yes? ☕',
  'ok hear me out: saturday, coffee, terrible puns included',
  'Saturday coffee? I’ll even let you pick the table.',
]

export function sampleMessagesAnswer(count: number) {
  return { elements: SAMPLE_GENERATED_TEXTS.slice(0, count).map((text) => ({ text })) }
}

export const sampleEmojiAnswer = { emoji: '📄⏰😤' }

/**
 * A responder that gives a well-formed answer to whichever task the request asks for, read from
 * the schema it sent: for tests that exercise a caller of the engine (e.g. the server's routes).
 */
export function answerAnyTask(request: RecordedRequest): FakeReply {
  const properties = (request.schema as { properties?: Record<string, { properties?: object }> } | undefined)
    ?.properties
  if (properties?.red_flags) return { content: sampleAnalysisAnswer }
  if (properties?.rewrites) {
    const styles = Object.keys(properties.rewrites.properties ?? {}) as RewriteStyle[]
    return { content: sampleRewritesAnswer(styles) }
  }
  if (properties?.elements) {
    const count = Number(/exactly (\d+) messages?/.exec(request.system)?.[1] ?? 3)
    return { content: sampleMessagesAnswer(count) }
  }
  if (properties?.emoji) return { content: sampleEmojiAnswer }
  return { status: 400, body: JSON.stringify({ error: 'the fake LLM server does not know this task' }) }
}
