import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultTones, generatedMessageSchema } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineFailure, SAMPLE_MESSAGE } from '../testing'
import { writerModelFile } from '../testing/writer-model'
import { createLlamaCppEngine } from './llama-cpp'
import { localAnalyzer } from './local-analyzer'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tipsy-llama-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const config = (modelPath: string) => ({
  provider: 'llama-cpp' as const,
  modelPath,
  timeoutMs: 20_000,
  maxOutputTokens: 200,
})

describe('llama-cpp provider', () => {
  it('names a missing model file before starting llama.cpp', async () => {
    let started = false
    const missing = join(folder, 'missing.gguf')
    const engine = createLlamaCppEngine(config(missing), localAnalyzer, {
      startLlama: async () => {
        started = true
        throw new Error('should not start')
      },
    })
    const error = await engineFailure(engine.analyze(SAMPLE_MESSAGE, 'general'))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe(
      `The llama.cpp provider cannot find a model file at ${missing}. Point the model path at a downloaded .gguf file.`,
    )
    expect(started).toBe(false)
  })

  it('reports a native binding that will not load, and tries again on the next call', async () => {
    const modelPath = join(folder, 'model.gguf')
    await writeFile(modelPath, 'not really a model')
    let starts = 0
    const engine = createLlamaCppEngine(config(modelPath), localAnalyzer, {
      startLlama: async () => {
        starts++
        throw new Error('No prebuilt binary for this platform')
      },
    })
    const error = await engineFailure(engine.generate({ prompt: 'hi', tones: defaultTones }))
    expect(error).toMatchObject({
      kind: 'unavailable',
      message:
        'The llama.cpp provider could not start llama.cpp (node-llama-cpp): No prebuilt binary for this platform',
    })
    await engineFailure(engine.ready())
    expect(starts).toBe(2)
  })

  it('writes messages with the real model, stopping it once it has enough', { timeout: 30_000 }, async () => {
    // One sequence and no queue: a call finding the model still busy would be refused.
    const engine = createLlamaCppEngine(
      { ...config(await writerModelFile()), sequences: 1, maxQueued: 0 },
      localAnalyzer,
    )
    try {
      await engine.ready()
      for (const seed of [1, 2]) {
        const messages = await engine.generate({
          prompt: 'tell Sam I am running 10 minutes late',
          tones: defaultTones,
          count: 1,
          seed,
        })
        expect(messages).toHaveLength(1)
        expect(generatedMessageSchema.parse(messages[0])).toEqual(messages[0])
      }
    } finally {
      await engine.close()
    }
    // Closed means closed: nothing loads again behind the caller's back.
    expect(await engineFailure(engine.ready())).toMatchObject({ kind: 'unavailable' })
  })
})
