import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readerSpans } from '../../src/models/reader/meaning-head'
import { createSentenceEncoder, type ReaderPass } from '../../src/models/reader/sentence-encoder'
import { readerModel } from '../../src/models/store/catalogue'
import { defaultModelCacheDir } from '../../src/models/store/model-store'
import { readerModelFiles } from '../../src/testing/reader-model'

/**
 * The encoder's passes over every text the training and the evaluation read (about 16,000), kept
 * in one file in the model cache beside the model they came from: computing them takes minutes,
 * reading them back a fraction of a second. The file is named by the model's sha256, so another
 * model never reuses them; they are derived data, never committed.
 */
const MAGIC = 'tipsy-reader-vectors-1'

function cacheFile(): string {
  const sha = readerModel.files.onnx.sha256.slice(0, 16)
  return join(defaultModelCacheDir(process.env), 'reader-vectors', `${sha}.bin`)
}

const keyOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

function load(file: string): Map<string, ReaderPass> {
  const passes = new Map<string, ReaderPass>()
  if (!existsSync(file)) return passes
  const buffer = readFileSync(file)
  const headerEnd = buffer.indexOf(10)
  const header = JSON.parse(buffer.subarray(0, headerEnd).toString('utf8')) as {
    magic: string
    dimensions: number
  }
  if (header.magic !== MAGIC) return passes
  let at = headerEnd + 1
  const floats = header.dimensions * 4
  while (at < buffer.length) {
    const key = buffer.subarray(at, at + 32).toString('latin1')
    const count = buffer.readUInt16LE(at + 32)
    at += 34
    const vectors: Float32Array[] = []
    for (let index = 0; index < count; index++) {
      vectors.push(
        new Float32Array(buffer.buffer.slice(buffer.byteOffset + at, buffer.byteOffset + at + floats)),
      )
      at += floats
    }
    const [message, ...spans] = vectors
    if (message) passes.set(key, { message, spans })
  }
  return passes
}

function save(file: string, passes: ReadonlyMap<string, ReaderPass>, dimensions: number) {
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify({ magic: MAGIC, dimensions })}\n`)]
  for (const [key, pass] of passes) {
    const head = Buffer.alloc(34)
    head.write(key, 0, 'latin1')
    head.writeUInt16LE(1 + pass.spans.length, 32)
    parts.push(head)
    for (const vector of [pass.message, ...pass.spans])
      parts.push(Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength))
  }
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, Buffer.concat(parts))
  renameSync(temporary, file)
}

/** Every text's pass (the message and one vector per sentence of `readerSpans`), computed once. */
export async function readerPasses(
  texts: readonly string[],
  progress: (done: number, total: number) => void = () => {},
): Promise<(text: string) => ReaderPass> {
  const file = cacheFile()
  const passes = load(file)
  const missing = [...new Set(texts)].filter((text) => !passes.has(keyOf(text)))
  if (missing.length > 0) {
    const encoder = await createSentenceEncoder(await readerModelFiles())
    try {
      for (const [index, text] of missing.entries()) {
        passes.set(keyOf(text), await encoder.read(text, readerSpans(text)))
        if (index % 500 === 499) progress(index + 1, missing.length)
      }
    } finally {
      await encoder.close()
    }
    save(file, passes, encoder.dimensions)
  }
  return (text) => {
    const pass = passes.get(keyOf(text))
    if (!pass) throw new Error(`No reader pass for a text that was not prepared: ${text.slice(0, 40)}`)
    return pass
  }
}
