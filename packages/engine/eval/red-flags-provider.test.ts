import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../src/create-engine'
import type { Engine } from '../src/engine'
import { type FakeLlmServer, type FakeReply, startFakeLlmServer } from '../src/testing'
import { engineConfigFromEnvironment } from './engine-from-environment'
import type { BlindMessage } from './red-flags-blind'
import { evenSample, providerRows, readWithEngine } from './red-flags-provider'

const message = (id: string, text: string, flags: BlindMessage['flags'] = []): BlindMessage => ({
  id,
  text,
  useCase: 'text_friend',
  flags,
  split: 'heldout',
})

const MESSAGES = [
  message('threat', 'Pay me back by Friday or else.', [
    { kind: 'ultimatum', span: 'or else', severity: 'high' },
  ]),
  message('criticism', 'You never listen to me.', [
    { kind: 'criticism', span: 'You never listen to me', severity: 'medium' },
  ]),
  message('demand', 'Answer me now.', [{ kind: 'pressure', span: 'Answer me now', severity: 'high' }]),
  message('look-alike', 'Whatever you prefer!'),
  message('harmless', 'I could kill for a coffee'),
]

const flag = (type: string, severity: string, text: string) => ({
  type,
  severity,
  text,
  description: 'Reads badly.',
  suggestion: 'Say it plainly.',
})

/** A scripted model: what it flags in each message, read from the message in its prompt. */
function modelReading(prompt: string): FakeReply {
  const text = /<<<\n([\s\S]*)\n>>>/.exec(prompt)?.[1] ?? ''
  if (text.startsWith('Answer me')) return { status: 500 }
  const flags = text.includes('or else')
    ? [flag('ultimatum', 'high', 'or else')]
    : text.startsWith('You never')
      ? // A quote the message does not contain: the engine keeps the flag without a span.
        [flag('criticism', 'medium', 'you always ignore me')]
      : text.startsWith('Whatever')
        ? [flag('passive_aggressive', 'medium', 'Whatever')]
        : []
  return { content: { tone: { value: 'neutral', description: 'Plain.' }, red_flags: flags, insights: [] } }
}

describe('red flags through an LLM provider', () => {
  let server: FakeLlmServer
  let engine: Engine
  beforeAll(async () => {
    server = await startFakeLlmServer()
    server.respondWith((request) => modelReading(request.prompt))
    engine = createEngine(
      engineConfigFromEnvironment('openai-compatible', {
        LLM_BASE_URL: server.openAiBaseUrl,
        LLM_MODEL: 'fake',
        LLM_TIMEOUT_MS: '5000',
      }),
    )
  })
  afterAll(async () => {
    await engine.close()
    await server.close()
  })

  it('scores what the provider flags like the local engine, failures as misses, against the issue targets', async () => {
    const reading = await readWithEngine(engine, MESSAGES, 2)
    expect(reading.failed).toBe(1)
    expect(server.requests.filter((request) => request.path === '/v1/chat/completions').length).toBe(5)

    const rows = providerRows('openai-compatible', MESSAGES, reading)
    const value = (metric: string) => rows.find((row) => row.metric.startsWith(metric))
    expect(value('messages the provider could not analyse')?.value).toBe(1)
    // High: the ultimatum found, the demand lost to the provider's error.
    expect(value('recall, high')).toMatchObject({ value: 0.5, target: '≥ 0.9', pass: false })
    // Medium: a flag with no span counts over the whole message, as for the keyword matcher.
    expect(value('recall, medium')).toMatchObject({ value: 1, pass: true })
    expect(value('recall, all')).toMatchObject({ value: 0.667, target: '≥ 0.85', pass: false })
    expect(value('precision')).toMatchObject({ value: 0.667, pass: false })
    expect(value('precision')?.metric).toContain('3 raised, 1 on harmless')
    expect(value('harmless look-alikes')?.value).toBe(0.5)
    // The local engine on the same messages is printed beside each figure.
    expect(value('recall, all')?.baseline?.label).toBe('local engine')
  })
})

describe('evenSample', () => {
  it('spreads a sample over the whole list, and keeps the list when no size is given', () => {
    const items = Array.from({ length: 10 }, (_, index) => index)
    expect(evenSample(items, 5)).toEqual([0, 2, 4, 6, 8])
    expect(evenSample(items, 3)).toEqual([0, 3, 6])
    expect(evenSample(items)).toEqual(items)
    expect(evenSample(items, 20)).toEqual(items)
  })
})
