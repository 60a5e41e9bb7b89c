import { defaultTones } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localAnalyzer } from '../providers/local-analyzer'
import { createOllamaEngine } from '../providers/ollama'
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server'
import { answerAnyTask, SAMPLE_MESSAGE } from './llm-answers'

describe('answerAnyTask', () => {
  let server: FakeLlmServer
  beforeAll(async () => {
    server = await startFakeLlmServer()
    server.respondWith(answerAnyTask)
  })
  afterAll(async () => {
    await server.close()
  })

  it('lets an LLM engine complete every task without per-test scripting', async () => {
    const engine = createOllamaEngine(
      {
        provider: 'ollama',
        baseUrl: server.ollamaBaseUrl,
        model: 'm',
        timeoutMs: 2000,
        maxOutputTokens: 1000,
      },
      localAnalyzer,
    )
    expect((await engine.analyze(SAMPLE_MESSAGE, 'work_email')).red_flags.length).toBeGreaterThan(0)
    const rewrites = await engine.rewrite(SAMPLE_MESSAGE, 'work_email', ['assertive', 'friendly'])
    expect(rewrites.map((rewrite) => rewrite.style)).toEqual(['assertive', 'friendly'])
    expect(await engine.generate({ prompt: 'coffee?', tones: defaultTones, count: 4 })).toHaveLength(4)
    expect(await engine.emojify('the report is late')).toBe('📄⏰😤')

    const [recorded] = server.requests
    if (!recorded) throw new Error('no request was recorded')
    expect(answerAnyTask({ ...recorded, schema: { type: 'object', properties: {} } })).toMatchObject({
      status: 400,
    })
  })
})
