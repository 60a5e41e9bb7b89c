import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../../src/create-engine'
import { answerAnyTask, type FakeLlmServer, startFakeLlmServer } from '../../src/testing'
import { engineConfigFromEnvironment, engineModelSettingsFromEnvironment } from '../engine-from-environment'
import { engineWriter, GENERATION_ITEMS, measure } from './generation'

/**
 * The generation evaluation runs against any provider (`npm run eval -- --engine …`): here an
 * OpenAI-compatible engine configured from LLM_* settings, talking to the fake wire-format server.
 */
describe('generation evaluation through an LLM provider', () => {
  let server: FakeLlmServer
  beforeAll(async () => {
    server = await startFakeLlmServer()
    server.respondWith((request) =>
      /<<<\nhmm\n>>>/.test(request.prompt)
        ? { content: { elements: [{ text: 'UNCLEAR' }] } }
        : answerAnyTask(request),
    )
  })
  afterAll(() => server.close())

  it('measures an LLM engine configured like the server, and counts its "could not understand"', async () => {
    const engine = createEngine(
      engineConfigFromEnvironment('openai-compatible', {
        LLM_BASE_URL: server.openAiBaseUrl,
        LLM_MODEL: 'fake',
        LLM_TIMEOUT_MS: '5000',
      }),
    )
    const clear = GENERATION_ITEMS.filter((item) => item.split === 'dev' && item.act !== 'unclear').slice(
      0,
      3,
    )
    const unclear = {
      ...clear[0],
      id: 'u',
      request: 'hmm',
      act: 'unclear',
      must: [],
    } as (typeof clear)[number]
    const figures = await measure(engineWriter(engine), [...clear, unclear], false)
    expect(figures.requests).toBe(3)
    expect(figures.messages).toBe(9)
    expect(figures.unclearCaught).toBe(1)
    expect(
      server.requests.some((request) =>
        request.system.includes('carries the content of the request in direct speech'),
      ),
    ).toBe(true)
    await engine.close()
  })

  it('refuses a provider it does not know and a missing model', () => {
    expect(() => engineConfigFromEnvironment('gpt', {})).toThrow()
    expect(() => engineConfigFromEnvironment('ollama', {})).toThrow(/LLM_MODEL/)
    // As the server: one variable names every engine's model.
    expect(() => engineConfigFromEnvironment('llama-cpp', { LLAMA_MODEL_PATH: '/m/w.gguf' })).toThrow(
      /replaced by LLM_MODEL/,
    )
  })

  it("asks the model store for llama-cpp's writer as the server does: LLM_MODEL, else the catalogue's", () => {
    expect(engineModelSettingsFromEnvironment('llama-cpp', { XDG_CACHE_HOME: '/c' })).toEqual({
      engine: 'llama-cpp',
      cacheDir: '/c/tipsy/models',
      reader: 'rules',
      writerModel: undefined,
      offline: false,
    })
    expect(
      engineModelSettingsFromEnvironment('llama-cpp', {
        LLM_MODEL: 'hf:o/r/m.gguf',
        MODEL_CACHE_DIR: '/models',
        MODELS_OFFLINE: '1',
      }),
    ).toMatchObject({ cacheDir: '/models', writerModel: 'hf:o/r/m.gguf', offline: true })
    expect(engineModelSettingsFromEnvironment('ollama', { LLM_MODEL: 'llama3' }).writerModel).toBeUndefined()
  })
})
