import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { analysisSchema, defaultTones } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineFailure, SAMPLE_MESSAGE, sampleAnalysisAnswer } from '../testing'
import { createLlamaCppEngine } from './llama-cpp'
import type { NodeLlamaCpp } from './llama-cpp-client'
import { localAnalyzer } from './local-analyzer'

let folder: string
let modelPath: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tipsy-llama-'))
  modelPath = join(folder, 'model.gguf')
  await writeFile(modelPath, 'not really a model')
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const config = (path: string) => ({
  provider: 'llama-cpp' as const,
  modelPath: path,
  timeoutMs: 300,
  maxOutputTokens: 500,
})

/**
 * A stand-in for node-llama-cpp's native binding (no model weights can run here): it answers
 * each prompt with the given function and records what the client asked for.
 */
function standInBinding(answer: (prompt: string, signal: AbortSignal) => Promise<string>) {
  const seen = {
    schemas: [] as object[],
    systemPrompts: [] as string[],
    maxTokens: [] as number[],
    disposed: 0,
  }
  const binding: NodeLlamaCpp = {
    getLlama: async () => ({
      loadModel: async () => ({
        createContext: async () => ({
          getSequence: () => ({ clearHistory: async () => {} }),
          dispose: async () => {},
        }),
        dispose: async () => {},
      }),
      createGrammarForJsonSchema: async (schema) => {
        seen.schemas.push(schema)
        return {}
      },
      dispose: async () => {
        seen.disposed++
      },
    }),
    LlamaChatSession: class {
      constructor(options: { systemPrompt: string }) {
        seen.systemPrompts.push(options.systemPrompt)
      }
      prompt(text: string, options: { maxTokens: number; signal: AbortSignal }) {
        seen.maxTokens.push(options.maxTokens)
        return answer(text, options.signal)
      }
      dispose() {}
    },
  }
  return { binding, seen }
}

describe('llama-cpp provider', () => {
  it('names a missing model file before loading anything', async () => {
    let imported = false
    const engine = createLlamaCppEngine(config(join(folder, 'missing.gguf')), localAnalyzer, {
      importBinding: async () => {
        imported = true
        throw new Error('should not be imported')
      },
    })
    const error = await engineFailure(engine.analyze(SAMPLE_MESSAGE, 'general'))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe(
      `The llama.cpp provider cannot find a model file at ${join(folder, 'missing.gguf')}. Point the model path at a downloaded .gguf file.`,
    )
    expect(imported).toBe(false)
  })

  it('says how to install node-llama-cpp when the package is missing', async () => {
    const notInstalled = Object.assign(new Error("Cannot find package 'node-llama-cpp' imported from /app"), {
      code: 'ERR_MODULE_NOT_FOUND',
    })
    const engine = createLlamaCppEngine(config(modelPath), localAnalyzer, {
      importBinding: () => Promise.reject(notInstalled),
    })
    const error = await engineFailure(engine.generate({ prompt: 'hi', tones: defaultTones }))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toContain('needs the optional package node-llama-cpp, which is not installed')
    expect(error.message).toContain('npm install -w @tipsy/engine node-llama-cpp@3')
  })

  it('fails clearly with the real import: the package is absent here, or the file is not a GGUF model', async () => {
    const error = await engineFailure(createLlamaCppEngine(config(modelPath), localAnalyzer).emojify('pizza'))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toMatch(/needs the optional package node-llama-cpp|could not load the model/)
  })

  it('reports a model that will not load, and frees what it loaded', async () => {
    const { binding, seen } = standInBinding(async () => '{}')
    const broken: NodeLlamaCpp = {
      ...binding,
      getLlama: async (options) => ({
        ...(await binding.getLlama(options)),
        loadModel: () => Promise.reject(new Error('Invalid GGUF magic')),
      }),
    }
    const error = await engineFailure(
      createLlamaCppEngine(config(modelPath), localAnalyzer, { importBinding: async () => broken }).analyze(
        'hi',
        'general',
      ),
    )
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe(
      `The llama.cpp provider could not load the model at ${modelPath}: Invalid GGUF magic`,
    )
    expect(seen.disposed).toBe(1)
  })

  it('constrains the answer with a grammar from the schema and maps it to the contract', async () => {
    const { binding, seen } = standInBinding(async () => JSON.stringify(sampleAnalysisAnswer))
    const engine = createLlamaCppEngine(config(modelPath), localAnalyzer, {
      importBinding: async () => binding,
    })
    const analysis = await engine.analyze(SAMPLE_MESSAGE, 'work_email')
    expect(analysisSchema.parse(analysis)).toEqual(analysis)
    expect(analysis.red_flags[0]?.span).toEqual({ start: 0, end: 17 })
    expect(seen.schemas[0]).toMatchObject({ type: 'object', properties: { red_flags: { type: 'array' } } })
    expect(seen.systemPrompts[0]).toContain('MessageIQ')
    expect(seen.maxTokens).toEqual([500])
    await engine.close()
    expect(seen.disposed).toBe(1)
  })

  it('answers one prompt at a time', async () => {
    let running = 0
    let overlapped = false
    const { binding } = standInBinding(async () => {
      running++
      overlapped ||= running > 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      running--
      return JSON.stringify({ emoji: '🍕' })
    })
    const engine = createLlamaCppEngine(config(modelPath), localAnalyzer, {
      importBinding: async () => binding,
    })
    expect(await Promise.all([engine.emojify('pizza'), engine.emojify('more pizza')])).toEqual(['🍕', '🍕'])
    expect(overlapped).toBe(false)
  })

  it('turns a slow answer into a timeout and unparseable output into bad_output', async () => {
    const slow = standInBinding(
      (_prompt, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
    )
    const slowEngine = createLlamaCppEngine(config(modelPath), localAnalyzer, {
      importBinding: async () => slow.binding,
    })
    const timeout = await engineFailure(slowEngine.emojify('pizza'))
    expect(timeout).toMatchObject({
      kind: 'timeout',
      message: 'The llama.cpp provider did not answer within 0.3 s.',
    })

    const garbled = standInBinding(async () => '{"emoji": ')
    const garbledEngine = createLlamaCppEngine(config(modelPath), localAnalyzer, {
      importBinding: async () => garbled.binding,
    })
    expect(await engineFailure(garbledEngine.emojify('pizza'))).toMatchObject({ kind: 'bad_output' })
  })
})
