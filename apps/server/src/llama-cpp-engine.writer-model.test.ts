import {
  analysisSchema,
  apiPath,
  defaultTones,
  endpoints,
  generateResponseSchema,
  generateStreamEventSchema,
  healthResponseSchema,
  replyResponseSchema,
  rewriteResponseSchema,
} from '@tipsy/contracts'
import {
  createEngine,
  createLocalEngine,
  defaultModelCacheDir,
  type Engine,
  readerModel,
  resolveEngineModels,
  withEngineModels,
} from '@tipsy/engine'
// Only to watch what the model wrote (see `modelAnswers`): the engine imports it itself.
import { LlamaChatSession } from 'node-llama-cpp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './config'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from './test-support/test-app'

/*
 * ENGINE=llama-cpp through the API with the real model (docs/decisions/0021): the models the
 * server would resolve from the model store's cache (SmolLM2-135M-Instruct Q4_1 writes, the
 * encoder reads), one engine loaded once for the whole file. The engine runs in this thread (as
 * createTestApp runs every engine), not in the server's worker pool: the pool has its own
 * real-model tests in packages/engine.
 *
 * A draft the model botches is written by the rules, and the answer does not say which wrote it.
 * So every answer the model gives is recorded as it leaves llama.cpp (LlamaChatSession.prompt). A
 * route counts as the model's when at least one of its messages is text the model wrote during that
 * request and passed the checks (no `unchecked` note); a rewrite counts as the model's when it is
 * not the rules' rewrite (which is deterministic) of the same message. "At least one": the rules'
 * drafts stand in for those of the model's that fail the checks, and the requests carry no seed (as
 * a user's do), so how many of the model's pass differs from run to run.
 */

const ENV = {
  ENGINE: 'llama-cpp',
  // The cache `npm test` fills in its models step (`npm run models`); nothing is downloaded here.
  MODELS_OFFLINE: 'true',
  MODEL_CACHE_DIR: defaultModelCacheDir(process.env),
}

/** The model's own words: every answer llama.cpp returned, in order. */
const modelAnswers: string[] = []

/** Whether any of `messages` is the model's own text that passed the checks. */
function someDraftedByTheModel(
  messages: readonly { text: string; unchecked?: string | undefined }[],
  answers: readonly string[],
) {
  const drafted = textsTheModelWrote(answers)
  return messages.some((message) => message.unchecked === undefined && drafted.has(message.text))
}

/**
 * The messages in the model's answers. With the writing adapter (the configured model has one) it
 * drafts one message a call in plain text, which the checks read trimmed; without it, it answers
 * JSON lists (`{"elements":[{"text":…}]}`).
 */
function textsTheModelWrote(answers: readonly string[]): Set<string> {
  const texts = new Set<string>()
  for (const answer of answers) {
    texts.add(answer.trim())
    try {
      const parsed = JSON.parse(answer) as { elements?: { text?: unknown }[] }
      for (const element of parsed.elements ?? [])
        if (typeof element.text === 'string') texts.add(element.text.trim())
    } catch {
      // Plain text, or a botched answer (cut off, not JSON).
    }
  }
  return texts
}

/** Runs `call` and returns its result with the answers the model gave meanwhile. */
async function watchingTheModel<T>(call: () => Promise<T>): Promise<{ result: T; answers: string[] }> {
  const before = modelAnswers.length
  const result = await call()
  return { result, answers: modelAnswers.slice(before) }
}

const withoutIds = (items: object[]) =>
  items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id')))

const prompt = 'tell Sam I am running 10 minutes late'
const toRewrite = 'Per our conversation, I need the deck by EOD. Do not be late again.'
const thread = [
  { side: 'them', text: 'hey! are you still coming to dinner on friday?' },
  { side: 'me', text: 'I think so' },
  { side: 'them', text: 'great, can you bring dessert?' },
]

// Nothing here depends on the database: the PostgreSQL pass of `npm test` leaves this file out.
describe('ENGINE=llama-cpp through the API: the local model writes, the reader analyses', () => {
  let t: TestApp
  let engine: Engine & { ready(): Promise<void> }
  /** The local engine with the same reader: what the rules write, and how they read. */
  let rules: Engine & { ready(): Promise<void> }
  let user: SignedIn
  let writerFile: string
  /** Which writing routes answered with the model's own text. */
  const writtenByModel: Record<string, boolean> = {}

  beforeAll(async () => {
    const original = LlamaChatSession.prototype.prompt
    vi.spyOn(LlamaChatSession.prototype, 'prompt').mockImplementation(async function (
      this: LlamaChatSession,
      ...args: Parameters<LlamaChatSession['prompt']>
    ) {
      const answer = await original.apply(this, args)
      modelAnswers.push(answer)
      return answer
    })
    // The models as server.ts resolves them from the configuration.
    const config = loadConfig({ NODE_ENV: 'test', TIPSY_DEV: '1', ...ENV })
    const models = await resolveEngineModels(config.models, { log: { info() {}, warn() {} } })
    if (!models.writer || !models.reader)
      throw new Error(`The models are not in the cache: run \`npm run models\` (${models.notes.join('; ')})`)
    writerFile = models.writer.modelPath
    const engineConfig = withEngineModels(config.engine, models)
    expect(engineConfig.provider).toBe('llama-cpp')
    engine = createEngine(engineConfig)
    rules = createLocalEngine({ reader: engineConfig.reader })
    await Promise.all([engine.ready(), rules.ready()])
    t = await createTestApp({ env: ENV, engine: () => engine })
    user = await t.signIn({ name: 'Llama', email: 'llama-cpp@example.com' })
  }, 120_000)

  afterAll(async () => {
    await t?.close()
    await Promise.all([engine?.close(), rules?.close()])
    vi.restoreAllMocks()
  })

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: user.headers })

  async function expectTheModelLive() {
    const response = await t.app.inject({ method: 'GET', url: apiPath(endpoints.health) })
    expect(response.statusCode).toBe(200)
    expect(healthResponseSchema.parse(response.json())).toEqual({
      status: 'ok',
      database: 'ok',
      reader: { kind: 'encoder', model: readerModel.id },
      writer: { kind: 'llama-cpp', model: writerFile.split('/').at(-1) },
    })
  }

  it('reports the GGUF model as the writer and the encoder as the reader on /api/health', async () => {
    expect(writerFile.split('/').at(-1)).toBe('SmolLM2-135M-Instruct.Q4_1.gguf')
    await expectTheModelLive()
  })

  it('POST /messages/generate: the contract, each message with text, drafted by the model', async () => {
    const { result: response, answers } = await watchingTheModel(() =>
      post(apiPath(endpoints.generateMessages), { prompt, tones: defaultTones }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const body = generateResponseSchema.parse(response.json())
    expect(body.generatedMessages.length).toBeGreaterThan(0)
    for (const message of body.generatedMessages) expect(message.text.trim()).not.toBe('')
    // The model was asked (whether or not its draft was kept).
    expect(answers.length).toBeGreaterThan(0)
    writtenByModel.generate = someDraftedByTheModel(body.generatedMessages, answers)
    await expectTheModelLive()
  }, 60_000)

  it('POST /messages/generate/stream: every event in the contract, ending in the stored result', async () => {
    const { result: response, answers } = await watchingTheModel(() =>
      post(apiPath(endpoints.generateMessagesStream), { prompt, tones: defaultTones }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/event-stream')
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const fields = Object.fromEntries(
          block
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        )
        return generateStreamEventSchema.parse({ event: fields.event, data: JSON.parse(fields.data ?? '') })
      })
    const done = events.at(-1)
    expect(done?.event, response.body).toBe('done')
    const messages = events.flatMap((event) => (event.event === 'message' ? [event.data] : []))
    expect(messages.length).toBeGreaterThan(0)
    expect(events).toHaveLength(messages.length + 1)
    if (done?.event === 'done') expect(done.data.generatedMessages).toEqual(messages)
    for (const message of messages) expect(message.text.trim()).not.toBe('')
    expect(answers.length).toBeGreaterThan(0)
    writtenByModel['generate/stream'] = someDraftedByTheModel(messages, answers)
    await expectTheModelLive()
  }, 60_000)

  it('POST /messages/analyze: the contract, read by the encoder exactly as ENGINE=local reads, without the model', async () => {
    const message = 'Honestly your presentation was a mess and everyone noticed. Fix it.'
    const { result: response, answers } = await watchingTheModel(() =>
      post(apiPath(endpoints.analyzeMessage), { message, use_case: 'work_email' }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const analysis = analysisSchema.parse(response.json())
    expect(analysis).toEqual(await rules.analyze(message, 'work_email'))
    expect(analysis.red_flags.length).toBeGreaterThan(0)
    expect(answers).toEqual([])
    await expectTheModelLive()
  }, 30_000)

  it('POST /messages/rewrite: the contract, each requested style with text', async () => {
    // One style: the model's budget is 600 tokens a style, and a draft it botches can take all of
    // its 30 s before the rules write it (the screen's three styles are in the end-to-end spec).
    const styles = ['friendly'] as const
    const { result: response, answers } = await watchingTheModel(() =>
      post(apiPath(endpoints.rewriteMessage), {
        message: toRewrite,
        use_case: 'work_email',
        rewrite_styles: styles,
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const { rewrites } = rewriteResponseSchema.parse(response.json())
    expect(rewrites.map((rewrite) => rewrite.style)).toEqual(styles)
    for (const rewrite of rewrites) expect(rewrite.text.trim()).not.toBe('')
    expect(answers.length).toBeGreaterThan(0)
    const byRules = await rules.rewrite(toRewrite, 'work_email', [...styles])
    writtenByModel.rewrite =
      rewrites.some((rewrite) => rewrite.unchecked === undefined) &&
      JSON.stringify(withoutIds(rewrites)) !== JSON.stringify(withoutIds(byRules))
    await expectTheModelLive()
  }, 60_000)

  it('POST /messages/reply: the contract, their last message read by the encoder, replies with text', async () => {
    const { result: response, answers } = await watchingTheModel(() =>
      post(apiPath(endpoints.replyToConversation), { transcript: thread, tones: defaultTones }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const body = replyResponseSchema.parse(response.json())
    expect(body.last_message).toBe('great, can you bring dessert?')
    expect(body.analysis).toEqual(await rules.analyze(body.last_message, 'text_friend'))
    expect(body.generatedMessages.length).toBeGreaterThan(0)
    for (const message of body.generatedMessages) expect(message.text.trim()).not.toBe('')
    expect(answers.length).toBeGreaterThan(0)
    writtenByModel.reply = someDraftedByTheModel(body.generatedMessages, answers)
    await expectTheModelLive()
  }, 60_000)

  it('answers with text the model wrote, not only the rules’ fallback', () => {
    console.info(`written by the model: ${JSON.stringify(writtenByModel)}`)
    expect(Object.keys(writtenByModel).sort()).toEqual(['generate', 'generate/stream', 'reply', 'rewrite'])
    expect(Object.values(writtenByModel)).toContain(true)
  })

  it('answers a bad request on each route with a 400 and its detail, before the model is asked', async () => {
    const bad: [string, object][] = [
      [apiPath(endpoints.generateMessages), { prompt: '   ', tones: defaultTones }],
      [apiPath(endpoints.generateMessagesStream), { prompt, tones: { ...defaultTones, sober: 101 } }],
      [apiPath(endpoints.analyzeMessage), { message: '' }],
      [apiPath(endpoints.rewriteMessage), { message: toRewrite, rewrite_styles: ['friendly', 'friendly'] }],
      [
        apiPath(endpoints.replyToConversation),
        { transcript: [{ side: 'me', text: 'hi' }], tones: defaultTones },
      ],
    ]
    for (const [url, payload] of bad) {
      const { result: response, answers } = await watchingTheModel(() => post(url, payload))
      expect(expectErrorBody(response, 400).detail, url).not.toBe('')
      expect(answers, url).toEqual([])
    }
  })
})
