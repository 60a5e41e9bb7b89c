import { analysisSchema, defaultTones, generatedMessageSchema, rewriteSchema } from '@tipsy/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Engine, EngineErrorKind } from '../engine'
import {
  engineFailure,
  type FakeLlmServer,
  type FakeReply,
  type RecordedRequest,
  SAMPLE_MESSAGE,
  sampleAnalysisAnswer,
  sampleMessagesAnswer,
  sampleRewritesAnswer,
  startFakeLlmServer,
} from '../testing'
import { localAnalyzer } from './local-analyzer'
import { createOllamaEngine } from './ollama'
import { createOpenAiCompatibleEngine } from './openai-compatible'
import { USE_CASE_RULES } from './prompts'

const settings = { model: 'test-model', timeoutMs: 500, maxOutputTokens: 700 }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

interface ProviderCase {
  name: string
  /** How the provider names itself in errors. */
  label: RegExp
  create(baseUrl: string, timeoutMs?: number): Engine
  baseUrl(server: FakeLlmServer): string
  /** What only this wire format carries. */
  expectWire(request: RecordedRequest): void
}

const providers: ProviderCase[] = [
  {
    name: 'openai-compatible',
    label: /^The OpenAI-compatible provider/,
    create: (baseUrl, timeoutMs = settings.timeoutMs) =>
      createOpenAiCompatibleEngine(
        { provider: 'openai-compatible', baseUrl, apiKey: 'sk-test', ...settings, timeoutMs },
        localAnalyzer,
      ),
    baseUrl: (server) => server.openAiBaseUrl,
    expectWire: (request) => {
      expect(request.path).toBe('/v1/chat/completions')
      expect(request.headers.authorization).toBe('Bearer sk-test')
      expect(request.body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { strict: true },
      })
    },
  },
  {
    name: 'ollama',
    label: /^The Ollama provider/,
    create: (baseUrl, timeoutMs = settings.timeoutMs) =>
      createOllamaEngine({ provider: 'ollama', baseUrl, ...settings, timeoutMs }, localAnalyzer),
    baseUrl: (server) => server.ollamaBaseUrl,
    expectWire: (request) => {
      expect(request.path).toBe('/api/chat')
      expect(request.body.options).toMatchObject({ num_predict: request.maxTokens })
      expect(request.body.format).toMatchObject({ type: 'object' })
    },
  },
]

const generateInput = {
  prompt: 'ask Sam to coffee on Saturday',
  tones: { ...defaultTones, flirty: 70, tipsy: 40 },
}

describe.each(providers)('$name provider', (provider) => {
  let server: FakeLlmServer
  let engine: Engine
  beforeAll(async () => {
    server = await startFakeLlmServer()
  })
  afterAll(async () => {
    await server.close()
  })
  beforeEach(() => {
    server.requests.length = 0
    engine = provider.create(provider.baseUrl(server))
  })

  describe('analyze', () => {
    it('sends the task with a bounded token budget and the schema, and returns a contract analysis', async () => {
      server.enqueue({
        content: {
          ...sampleAnalysisAnswer,
          red_flags: [
            ...sampleAnalysisAnswer.red_flags,
            {
              ...sampleAnalysisAnswer.red_flags[0],
              type: 'Absolute-Language',
              severity: 'Critical',
              text: 'you never listen',
            },
          ],
        },
      })
      const analysis = await engine.analyze(SAMPLE_MESSAGE, 'work_email')

      const [request] = server.requests
      expect(request).toBeDefined()
      if (!request) return
      provider.expectWire(request)
      expect(request.model).toBe('test-model')
      expect(request.maxTokens).toBe(700)
      expect(request.system).toContain('red_flags')
      expect(request.prompt).toContain(USE_CASE_RULES.work_email)
      expect(request.prompt).toContain(SAMPLE_MESSAGE)
      expect(request.schema).toMatchObject({ properties: { red_flags: { type: 'array' } } })

      expect(analysisSchema.parse(analysis)).toEqual(analysis)
      expect(analysis.scores.tone.value).toBe('passive-aggressive')
      // Measured locally, not taken from the model.
      const { scores } = localAnalyzer.analyzeMessage(SAMPLE_MESSAGE, 'work_email')
      expect(analysis.scores.clarity).toEqual(scores.clarity)
      expect(analysis.scores.sentiment).toEqual(scores.sentiment)
      expect(analysis.scores.emotional_temperature).toEqual(scores.emotional_temperature)
      expect(request.prompt).toContain(`clarity ${scores.clarity.score}/100`)
      const [first, second, invented] = analysis.red_flags
      expect(first).toMatchObject({
        text: 'Per my last email',
        span: { start: 0, end: 17 },
        severity: 'high',
      })
      expect(second && SAMPLE_MESSAGE.slice(second.span?.start, second.span?.end)).toBe(second?.text)
      expect(invented).toMatchObject({ type: 'absolute_language', severity: 'high' })
      expect(invented).not.toHaveProperty('span')
      expect(analysis.insights).toEqual(sampleAnalysisAnswer.insights)
    })
  })

  describe('rewrite', () => {
    it('returns one contract rewrite per requested style, in order, with our ids', async () => {
      server.enqueue({ content: sampleRewritesAnswer(['professional', 'concise']) })
      const rewrites = await engine.rewrite(SAMPLE_MESSAGE, 'work_email', ['concise', 'professional'])

      const schema = server.requests[0]?.schema as { properties: { rewrites: { required: string[] } } }
      expect(schema.properties.rewrites.required).toEqual(['concise', 'professional'])
      expect(rewrites.map((rewrite) => rewrite.style)).toEqual(['concise', 'professional'])
      for (const rewrite of rewrites) {
        expect(rewriteSchema.parse(rewrite)).toEqual(rewrite)
        expect(rewrite.id).toMatch(UUID)
        expect(rewrite.character_count).toBe(rewrite.text.length)
        expect(rewrite.tone_shift.from).toBe('passive-aggressive')
      }
      expect(new Set(rewrites.map((rewrite) => rewrite.id)).size).toBe(2)
    })

    it('sends the flagged spans, repairs a flag the model left in and measures the tone shift', async () => {
      server.enqueue({
        content: {
          rewrites: {
            professional: {
              text: 'Per my last email, the report was due Friday.',
              changes: ['Made it formal'],
            },
          },
        },
      })
      const [rewrite] = await engine.rewrite(SAMPLE_MESSAGE, 'work_email', ['professional'])
      expect(server.requests[0]?.prompt).toContain('“Per my last email”')
      expect(rewrite?.text).toBe('The report was due Friday.')
      expect(rewrite?.changes).toEqual([
        'Made it formal',
        "Took out the passive-aggressive 'Per my last email'",
      ])
      expect(rewrite?.tone_shift).toEqual({ from: 'passive-aggressive', to: 'neutral' })
    })

    it('rejects an answer that leaves out a requested style', async () => {
      server.enqueue({ content: sampleRewritesAnswer(['concise']) })
      const error = await engineFailure(engine.rewrite(SAMPLE_MESSAGE, 'general', ['concise', 'friendly']))
      expect(error.kind).toBe('bad_output')
    })
  })

  describe('generate', () => {
    it('returns distinct messages within the platform limit, with our ids, tone and timestamps', async () => {
      const tooLong = `${'so I was thinking '.repeat(12)}coffee?`
      const [one, two] = sampleMessagesAnswer(2).elements
      server.enqueue({
        content: { elements: [one, { text: ` ${one?.text} ` }, { text: tooLong }, two, { text: 'extra' }] },
      })
      const before = Date.now()
      const messages = await engine.generate({ ...generateInput, platform: 'sms', count: 3 })

      const [request] = server.requests
      expect(request?.system).toContain('Write exactly 3 messages')
      expect(request?.system).toContain('- flirty 70/100')
      expect(request?.system).toContain('at most 160 characters')
      expect(request?.maxTokens).toBe(300)
      const [first, cut, second] = messages.map((message) => message.text)
      expect([first, second]).toEqual([one?.text, two?.text])
      // Cut at a word boundary within the SMS limit, marked with an ellipsis.
      expect(cut?.length).toBeLessThanOrEqual(160)
      expect(cut?.endsWith('…')).toBe(true)
      const kept = cut?.slice(0, -1) ?? ''
      expect(tooLong.startsWith(kept) && tooLong[kept.length] === ' ').toBe(true)
      for (const message of messages) {
        expect(generatedMessageSchema.parse(message)).toEqual(message)
        expect(message.id).toMatch(UUID)
        expect(message.tone).toBe('flirty + sober')
        expect(message.text.length).toBeLessThanOrEqual(160)
        expect(Date.parse(message.timestamp)).toBeGreaterThanOrEqual(before)
      }
    })

    it('streams: the first message arrives before the model has finished', async () => {
      server.enqueue({
        // Each piece opens the next message, so a message is known complete as soon as its piece arrives.
        chunks: ['{"elements":[{"text":"first one"},{"', 'text":"second one"},{"', 'text":"third one"}]}'],
        delayMs: 250,
      })
      const patient = provider.create(provider.baseUrl(server), 5000)
      const started = performance.now()
      const arrivals: { text: string; at: number }[] = []
      for await (const message of patient.streamGenerate({ ...generateInput, count: 3 })) {
        arrivals.push({ text: message.text, at: performance.now() - started })
      }
      expect(server.requests[0]?.stream).toBe(true)
      expect(arrivals.map((arrival) => arrival.text)).toEqual(['first one', 'second one', 'third one'])
      // The last piece is sent 500 ms after the first: a buffered answer would arrive all at once.
      const [first, , last] = arrivals
      expect((last?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(400)
    })

    it('answers a request the model could not read as unclear, with our hint', async () => {
      server.enqueue({ content: { elements: [{ text: 'UNCLEAR' }] } })
      const error = await engineFailure(engine.generate({ ...generateInput, prompt: 'hmm', count: 3 }))
      expect(error.kind).toBe('unclear_request')
      expect(error.message).toMatch(/for example/)
      expect(server.requests[0]?.system).toContain('answer with exactly one element whose text is UNCLEAR')
    })

    it('stops reading once it has the requested number of messages', async () => {
      server.enqueue({ content: sampleMessagesAnswer(5) })
      const messages = await engine.generate({ ...generateInput, count: 2 })
      expect(messages).toHaveLength(2)
    })
  })

  describe('emojify', () => {
    it('keeps only emoji, weaves in the preferred one and asks for little', async () => {
      server.enqueue({ content: { emoji: 'Sure! 🍕🎉' } })
      expect(await engine.emojify('pizza party tonight', '🔥')).toBe('🍕🔥🎉')
      expect(server.requests[0]?.maxTokens).toBe(60)
      expect(server.requests[0]?.system).toContain('favourite emoji is 🔥')
    })

    it('fails clearly when the model wrote no emoji', async () => {
      server.enqueue({ content: { emoji: 'pizza' } })
      const error = await engineFailure(engine.emojify('pizza party tonight'))
      expect(error.kind).toBe('bad_output')
      expect(error.message).toMatch(provider.label)
    })
  })

  describe('failures become EngineErrors naming the provider', () => {
    const cases: { what: string; reply: FakeReply; kind: EngineErrorKind; message: RegExp }[] = [
      { what: 'HTTP 500', reply: { status: 500 }, kind: 'unavailable', message: /HTTP 500/ },
      {
        what: 'HTTP 503',
        reply: { status: 503 },
        kind: 'unavailable',
        message: /try again shortly \(HTTP 503\)/,
      },
      { what: 'HTTP 401', reply: { status: 401 }, kind: 'unavailable', message: /rejected the API key/ },
      {
        what: 'a hang past the timeout',
        reply: { hang: true },
        kind: 'timeout',
        message: /did not answer within 0.5 s/,
      },
      {
        what: 'malformed JSON content',
        reply: { content: '{"tone": {"value": ' },
        kind: 'bad_output',
        message: /malformed JSON/,
      },
      {
        what: 'a body that is not JSON',
        reply: { rawBody: '<html>oops' },
        kind: 'bad_output',
        message: /malformed JSON/,
      },
      {
        what: 'JSON of the wrong shape',
        reply: { content: { tone: 5 } },
        kind: 'bad_output',
        message: /does not match/,
      },
      { what: 'an empty answer', reply: { content: '' }, kind: 'bad_output', message: /empty answer/ },
    ]

    it.each(cases)('$what → $kind', async ({ reply, kind, message }) => {
      server.enqueue(reply)
      const error = await engineFailure(engine.analyze(SAMPLE_MESSAGE, 'general'))
      expect(error.kind).toBe(kind)
      expect(error.message).toMatch(provider.label)
      expect(error.message).toMatch(message)
    })

    it('connection refused → unavailable, naming where it looked', async () => {
      const gone = await startFakeLlmServer()
      await gone.close()
      const error = await engineFailure(
        provider.create(provider.baseUrl(gone)).analyze(SAMPLE_MESSAGE, 'general'),
      )
      expect(error.kind).toBe('unavailable')
      expect(error.message).toMatch(provider.label)
      expect(error.message).toContain(`unreachable at ${gone.url}`)
    })

    const streamCases: {
      what: string
      reply: FakeReply
      kind: EngineErrorKind
      message: RegExp
      /** The messages taken before the failure: each one once the next has begun. */
      yielded?: string[]
    }[] = [
      {
        what: 'a stream cut mid-way',
        reply: {
          chunks: ['{"elements":[{"text":"one"},', '{"text":"two"},', '{"text":"thr'],
          delayMs: 20,
          cutAfter: 2,
        },
        kind: 'unavailable',
        message: /closed the connection before the answer was complete/,
        yielded: ['one'],
      },
      { what: 'HTTP 500 on a stream', reply: { status: 500 }, kind: 'unavailable', message: /HTTP 500/ },
      { what: 'a stream that hangs', reply: { hang: true }, kind: 'timeout', message: /did not answer/ },
      {
        what: 'a stream of malformed JSON',
        reply: { chunks: ['{"elements":[{"text":"one"},', '{"text":"two"},', '{"text": tw'] },
        kind: 'bad_output',
        message: /malformed JSON/,
        // The second message was whole before the answer broke off into malformed JSON.
        yielded: ['one', 'two'],
      },
      {
        what: 'a stream with no messages',
        reply: { content: { elements: [] } },
        kind: 'bad_output',
        message: /empty answer/,
      },
    ]

    it.each(streamCases)(
      '$what → $kind, after yielding what was complete',
      async ({ reply, kind, message, yielded: taken = [] }) => {
        server.enqueue(reply)
        const yielded: string[] = []
        const error = await engineFailure(
          (async () => {
            for await (const generated of engine.streamGenerate({ ...generateInput, count: 3 }))
              yielded.push(generated.text)
          })(),
        )
        expect(error.kind).toBe(kind)
        expect(error.message).toMatch(provider.label)
        expect(error.message).toMatch(message)
        expect(yielded).toEqual(taken)
      },
    )
  })

  describe('bad input', () => {
    it('is refused before anything is sent', async () => {
      expect((await engineFailure(engine.analyze('   ', 'general'))).kind).toBe('invalid_input')
      expect((await engineFailure(engine.analyze('x'.repeat(2001), 'general'))).message).toContain(
        'at most 2000',
      )
      expect((await engineFailure(engine.rewrite('hello', 'general', ['concise', 'concise']))).kind).toBe(
        'invalid_input',
      )
      expect((await engineFailure(engine.generate({ ...generateInput, prompt: ' ' }))).kind).toBe(
        'invalid_input',
      )
      expect((await engineFailure(engine.emojify(''))).kind).toBe('invalid_input')
      expect(server.requests).toHaveLength(0)
    })

    it('brings out-of-range sliders and counts into range instead of failing', async () => {
      server.enqueue({ content: sampleMessagesAnswer(1) })
      await engine.generate({
        ...generateInput,
        tones: { ...defaultTones, drunk: 250, sober: -10 },
        count: 0,
      })
      expect(server.requests[0]?.system).toContain('- drunk 100/100')
      expect(server.requests[0]?.system).toContain('- sober 0/100')
      expect(server.requests[0]?.system).toContain('Write exactly 1 message,')
    })
  })
})
