import { defaultTones } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalEngine } from '../local/local-engine'
import { engineFailure } from '../testing/engine-failure'
import { readerModelFiles } from '../testing/reader-model'
import { withoutIds } from '../testing/without-ids'
import { createPooledEngine } from './pooled-engine'
import { readerModel } from './store/catalogue'

const pooled = createPooledEngine({ provider: 'local' }, { workers: 1, callBudgetMs: 10_000, maxQueued: 8 })
const inProcess = createLocalEngine()
beforeAll(() => pooled.ready(), 60_000)
afterAll(() => pooled.close())

describe('the local engine in the inference pool', () => {
  it('answers exactly as it does in this thread', async () => {
    const message = 'hey sorry i cant make it tonight, can we do thursday instead?'
    expect(await pooled.analyze(message, 'text_friend')).toEqual(
      await inProcess.analyze(message, 'text_friend'),
    )
    expect(withoutIds(await pooled.rewrite(message, 'text_friend', ['friendly', 'concise']))).toEqual(
      withoutIds(await inProcess.rewrite(message, 'text_friend', ['friendly', 'concise'])),
    )
    const input = { prompt: 'tell Sam I am running 10 minutes late', tones: defaultTones, seed: 7 }
    expect(withoutIds(await pooled.generate(input))).toEqual(withoutIds(await inProcess.generate(input)))
    expect(await pooled.emojify('pizza party tonight')).toEqual(
      await inProcess.emojify('pizza party tonight'),
    )
  }, 60_000)

  it('streams generated messages as they are written', async () => {
    const input = { prompt: 'thank my boss for covering my shift on Friday', tones: defaultTones, seed: 3 }
    const streamed = []
    for await (const message of pooled.streamGenerate(input)) streamed.push(message)
    expect(withoutIds(streamed)).toEqual(withoutIds(await inProcess.generate(input)))
  }, 60_000)

  it('drops the answer of a call its caller cancelled, and serves the next', async () => {
    const input = { prompt: 'tell Sam I am running 10 minutes late', tones: defaultTones, seed: 7 }
    const leaving = new AbortController()
    const cancelled = engineFailure(pooled.generate(input, { signal: leaving.signal }))
    leaving.abort()
    expect((await cancelled).message).toBe('The request was cancelled.')
    expect(withoutIds(await pooled.generate(input))).toEqual(withoutIds(await inProcess.generate(input)))
    expect(pooled.stats()).toMatchObject({ workers: 1, ready: 1, running: 0, queued: 0 })
  }, 60_000)

  it('keeps the engine’s own errors and their kind', async () => {
    const error = await engineFailure(pooled.analyze('   ', 'general'))
    expect(error.kind).toBe('invalid_input')
    expect(error.message).toBe((await engineFailure(inProcess.analyze('   ', 'general'))).message)
  })
})

describe('the models live in the pool', () => {
  it('reports the rules when no reader model is configured', () => {
    expect(pooled.models()).toEqual({ reader: { kind: 'rules' }, writer: { kind: 'rules' } })
  })

  it('reports the encoder once a worker has loaded it', async () => {
    const reader = { ...(await readerModelFiles()), id: readerModel.id }
    const withEncoder = createPooledEngine(
      { provider: 'local', reader },
      { workers: 1, callBudgetMs: 10_000, maxQueued: 8 },
    )
    try {
      expect(withEncoder.models().reader).toEqual({ kind: 'rules' })
      await withEncoder.ready()
      expect(withEncoder.models()).toEqual({
        reader: { kind: 'encoder', model: readerModel.id },
        writer: { kind: 'rules' },
      })
    } finally {
      await withEncoder.close()
    }
  }, 60_000)

  it('reports the rules when the configured reader model cannot load', async () => {
    const { tokenizerPath } = await readerModelFiles()
    const broken = createPooledEngine(
      { provider: 'local', reader: { modelPath: tokenizerPath, tokenizerPath, id: readerModel.id } },
      { workers: 1, callBudgetMs: 10_000, maxQueued: 8 },
    )
    try {
      await broken.ready()
      expect(broken.stats().ready).toBe(1)
      expect(broken.models().reader).toEqual({ kind: 'rules' })
    } finally {
      await broken.close()
    }
  }, 60_000)
})
