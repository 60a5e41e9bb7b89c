import { basename } from 'node:path'
import { defaultTones } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine, type EngineEvents, type WriterFallback } from './create-engine'
import { warmUpGrammar } from './local/grammar/grammar-checker'
import { readerModel } from './models/store/catalogue'
import { createLlamaCppEngine } from './providers/llama-cpp'
import { localAnalyzer } from './providers/local-analyzer'
import { engineFailure } from './testing/engine-failure'
import { type FakeLlmServer, startFakeLlmServer } from './testing/fake-llm-server'
import { readerModelFiles } from './testing/reader-model'
import { withoutIds } from './testing/without-ids'
import { writerModelFile } from './testing/writer-model'

const llm = { timeoutMs: 30_000, maxOutputTokens: 1024 }

describe('the models each engine reports live', () => {
  it('reports the rules for the local engine without a reader model', async () => {
    const engine = createEngine({ provider: 'local' })
    await engine.ready()
    expect(engine.models()).toEqual({ reader: { kind: 'rules' }, writer: { kind: 'rules' } })
  })

  it('reports the encoder once it has loaded, and the rules again once closed', async () => {
    const engine = createEngine({
      provider: 'local',
      reader: { ...(await readerModelFiles()), id: readerModel.id },
    })
    await engine.ready()
    expect(engine.models().reader).toEqual({ kind: 'encoder', model: readerModel.id })
    // The reply writer reads their last message with the encoder's act head: a calm complaint the
    // word model reads as news to cheer ("Ha, love that!") is owned.
    const replies = await engine.reply({
      thread: [{ side: 'them', text: 'you could at least pretend to care' }],
      tones: defaultTones,
      seed: 5,
    })
    const said = replies.map((reply) => reply.text).join(' ')
    expect(said).toMatch(/sorry/i)
    expect(said).not.toMatch(/love that|tell me more/i)
    await engine.close()
    expect(engine.models().reader).toEqual({ kind: 'rules' })
  }, 30_000)

  it('names the hosted model, or the GGUF file, as the writer of an LLM engine', () => {
    expect(
      createEngine({
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'gpt-4o-mini',
        ...llm,
      }).models(),
    ).toEqual({ reader: { kind: 'rules' }, writer: { kind: 'openai-compatible', model: 'gpt-4o-mini' } })
    expect(
      createEngine({ provider: 'ollama', baseUrl: 'http://127.0.0.1:9', model: 'llama3.2', ...llm }).models()
        .writer,
    ).toEqual({
      kind: 'ollama',
      model: 'llama3.2',
    })
    expect(
      createEngine({
        provider: 'llama-cpp',
        modelPath: '/models/SmolLM2-135M-Instruct.Q4_1.gguf',
        ...llm,
      }).models().writer,
    ).toEqual({ kind: 'llama-cpp', model: 'SmolLM2-135M-Instruct.Q4_1.gguf' })
  })

  it('loads the reader beside an LLM engine, and reports the rules when it cannot load', async () => {
    const { tokenizerPath } = await readerModelFiles()
    const engine = createEngine({
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:9',
      model: 'llama3.2',
      ...llm,
      reader: { modelPath: tokenizerPath, tokenizerPath, id: readerModel.id },
    })
    await engine.ready()
    expect(engine.models().reader).toEqual({ kind: 'rules' })
    await engine.close()
  })
})

describe('the in-process model writes; the reader analyses', () => {
  it('analyses exactly as the local engine with the encoder does, in milliseconds', async () => {
    const reader = { ...(await readerModelFiles()), id: readerModel.id }
    const engine = createEngine({ provider: 'llama-cpp', modelPath: await writerModelFile(), ...llm, reader })
    const local = createEngine({ provider: 'local', reader })
    try {
      await Promise.all([engine.ready(), local.ready()])
      expect(engine.models()).toEqual({
        reader: { kind: 'encoder', model: readerModel.id },
        writer: { kind: 'llama-cpp', model: basename(await writerModelFile()) },
      })
      const message =
        'Honestly your presentation was a mess and everyone noticed. Maybe let someone competent handle it next time.'
      const started = performance.now()
      const analysis = await engine.analyze(message, 'work_email')
      expect(performance.now() - started).toBeLessThan(5_000)
      expect(analysis).toEqual(await local.analyze(message, 'work_email'))
      expect(analysis.red_flags.length).toBeGreaterThan(0)
    } finally {
      await Promise.all([engine.close(), local.close()])
    }
    expect(engine.models().reader).toEqual({ kind: 'rules' })
  }, 60_000)

  it('writes with the rules when the model botches its draft, and reports the fallback', async () => {
    // Eight tokens cannot hold a message's JSON: the model's answer always breaks off.
    const modelPath = await writerModelFile()
    const input = { prompt: 'tell Sam I am running 10 minutes late', tones: defaultTones, count: 1, seed: 3 }
    const botched = createLlamaCppEngine(
      { provider: 'llama-cpp', modelPath, ...llm, maxOutputTokens: 8 },
      localAnalyzer,
    )
    const fallbacks: WriterFallback[] = []
    const engine = createEngine(
      { provider: 'llama-cpp', modelPath, ...llm, maxOutputTokens: 8 },
      { onFallback: (fallback) => fallbacks.push(fallback) },
    )
    try {
      expect(await engineFailure(botched.generate(input))).toMatchObject({ kind: 'bad_output' })
      const written = await engine.generate(input)
      expect(withoutIds(written)).toEqual(
        withoutIds(await createEngine({ provider: 'local' }).generate(input)),
      )
      expect(fallbacks).toEqual([{ task: 'generate', reason: 'bad_output', message: expect.any(String) }])
    } finally {
      await Promise.all([botched.close(), engine.close()])
    }
  }, 60_000)
})

describe('a hosted model writes; the engine checks what it wrote', () => {
  let server: FakeLlmServer
  // A hosted model's drafts are spelled by harper, whose first load takes seconds.
  beforeAll(async () => {
    ;[server] = await Promise.all([startFakeLlmServer(), warmUpGrammar()])
  }, 60_000)
  afterAll(() => server.close())

  const hosted = (events: EngineEvents = {}) =>
    createEngine(
      { provider: 'openai-compatible', baseUrl: server.openAiBaseUrl, model: 'test-model', ...llm },
      events,
    )
  const input = { prompt: 'tell Sam I am running 10 minutes late', tones: defaultTones, count: 2, seed: 3 }

  it('shows the messages that pass, and a checked stand-in for one that drops a fact, in one request', async () => {
    const fallbacks: WriterFallback[] = []
    const engine = hosted({ onFallback: (fallback) => fallbacks.push(fallback) })
    const kept = "Hey Sam, I'm running about 10 minutes late, sorry!"
    server.enqueue({ content: { elements: [{ text: kept }, { text: "Hey Sam, I'm running late, sorry!" }] } })
    const before = server.requests.length
    const messages = await engine.generate(input)
    expect(server.requests.length - before).toBe(1)
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatchObject({ text: kept })
    expect(messages[0]?.unchecked).toBeUndefined()
    // The second dropped "10": the rules' draft, which passed the same checks, stands in for it.
    expect(messages[1]?.text).toMatch(/\b10\b/)
    expect(messages[1]?.unchecked).toBeUndefined()
    expect(fallbacks).toEqual([
      { task: 'generate', reason: 'failed_checks', message: expect.stringMatching(/"10"/) },
    ])
    await engine.close()
  })

  it('keeps the provider’s errors as errors: no rules hide an outage', async () => {
    const engine = hosted()
    server.enqueue({ status: 503 })
    expect(await engineFailure(engine.generate(input))).toMatchObject({ kind: 'unavailable' })
    await engine.close()
  })

  it('checks each style it rewrote against the rules’ rewrite, and the change list is read off the texts', async () => {
    const fallbacks: WriterFallback[] = []
    const engine = hosted({ onFallback: (fallback) => fallbacks.push(fallback) })
    const message = 'hey can u send me the 3 invoices by friday'
    server.enqueue({
      content: {
        rewrites: {
          professional: {
            text: 'Hello, could you please send me the three invoices by Friday? Thank you.',
            changes: ['Made it formal'],
          },
          concise: { text: 'Send the invoices.', changes: ['Shortened it'] },
        },
      },
    })
    const rewrites = await engine.rewrite(message, 'work_email', ['professional', 'concise'])
    expect(rewrites.map((rewrite) => rewrite.style)).toEqual(['professional', 'concise'])
    // "three" for "3" is not the number kept, and "Send the invoices." drops both "3" and "friday".
    for (const rewrite of rewrites) {
      expect(rewrite.text).toMatch(/\b3\b/)
      expect(rewrite.text.toLowerCase()).toContain('friday')
    }
    expect(fallbacks.filter((fallback) => fallback.reason === 'failed_checks').length).toBeGreaterThanOrEqual(
      1,
    )
    await engine.close()
  })
})
