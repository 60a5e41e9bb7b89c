import { defaultTones } from '@tipsy/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { answerAnyTask, type FakeLlmServer, SAMPLE_MESSAGE, startFakeLlmServer } from '../testing'
import { localAnalyzer } from './local-analyzer'
import { createOpenAiCompatibleEngine } from './openai-compatible'

/** Keeps this process from reading its sockets, as loading the grammar checker does for seconds. */
function busyFor(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {}
}

describe('a connection the provider closed while this process was busy', () => {
  let server: FakeLlmServer | undefined
  afterEach(async () => {
    await server?.close()
  })

  it('is asked on again, once, for whole answers and for streamed ones', async () => {
    server = await startFakeLlmServer({ keepAliveTimeoutMs: 3000 })
    server.respondWith(answerAnyTask)
    const engine = createOpenAiCompatibleEngine(
      {
        provider: 'openai-compatible',
        baseUrl: server.openAiBaseUrl,
        model: 'test-model',
        timeoutMs: 5000,
        maxOutputTokens: 700,
      },
      localAnalyzer,
    )
    await engine.analyze(SAMPLE_MESSAGE, 'work_email')
    busyFor(3300)
    const analysis = await engine.analyze(SAMPLE_MESSAGE, 'work_email')
    expect(analysis.red_flags.length).toBeGreaterThan(0)
    busyFor(3300)
    const streamed = []
    for await (const message of engine.streamGenerate({ prompt: 'ask Sam to coffee', tones: defaultTones }))
      streamed.push(message)
    expect(streamed.length).toBeGreaterThan(0)
    // The attempts on the closed connection never reached the provider.
    expect(server.requests).toHaveLength(3)
  }, 20_000)

  it('is not retried when the provider is not there at all', async () => {
    server = await startFakeLlmServer()
    const baseUrl = server.openAiBaseUrl
    await server.close()
    server = undefined
    const engine = createOpenAiCompatibleEngine(
      { provider: 'openai-compatible', baseUrl, model: 'test-model', timeoutMs: 5000, maxOutputTokens: 700 },
      localAnalyzer,
    )
    await expect(engine.analyze(SAMPLE_MESSAGE, 'work_email')).rejects.toMatchObject({ kind: 'unavailable' })
  })
})

describe('a call its caller cancels', () => {
  let server: FakeLlmServer | undefined
  afterEach(async () => {
    await server?.close()
  })

  it('stops waiting on the provider at once, for whole answers and for streamed ones', async () => {
    server = await startFakeLlmServer()
    server.respondWith({ hang: true })
    const engine = createOpenAiCompatibleEngine(
      {
        provider: 'openai-compatible',
        baseUrl: server.openAiBaseUrl,
        model: 'test-model',
        timeoutMs: 10_000,
        maxOutputTokens: 700,
      },
      localAnalyzer,
    )
    const cancelledSoon = () => {
      const leaving = new AbortController()
      setTimeout(() => leaving.abort(), 200)
      return leaving.signal
    }
    const started = Date.now()
    await expect(
      engine.analyze(SAMPLE_MESSAGE, 'work_email', { signal: cancelledSoon() }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'The OpenAI-compatible provider stopped: the request was cancelled.',
    })
    await expect(
      engine.generate({ prompt: 'ask Sam to coffee', tones: defaultTones }, { signal: cancelledSoon() }),
    ).rejects.toMatchObject({ message: 'The OpenAI-compatible provider stopped: the request was cancelled.' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
