import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as ort from 'onnxruntime-node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readerModelFiles } from '../../testing/reader-model'
import {
  createSentenceEncoder,
  type SentenceEncoder,
  splitIntoWindows,
  windowTokens,
} from './sentence-encoder'
import { loadWordPieceTokenizer } from './wordpiece-tokenizer'

const reference = JSON.parse(readFileSync(new URL('./fixtures/reference.json', import.meta.url), 'utf8')) as {
  vectors: Array<{ text: string; tokenCount: number; vector: number[] }>
}

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number)
  return sum
}
const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => dot(a, b) / Math.sqrt(dot(a, a) * dot(b, b))
const norm = (a: ArrayLike<number>) => Math.sqrt(dot(a, a))
const normalizedMean = (vectors: readonly Float32Array[]) => {
  const sum = new Float64Array(vectors[0]?.length ?? 0)
  for (const vector of vectors) {
    for (const [d, x] of vector.entries()) sum[d] = (sum[d] as number) + x
  }
  const length = norm(sum)
  return sum.map((x) => x / length)
}
const maxDifference = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Math.max(...Array.from(a, (x, d) => Math.abs(x - (b[d] as number))))

const sentences = [
  'Hey, can we move the meeting to Thursday?',
  'I am so sorry about yesterday, it will not happen again.',
  'Please find attached the report you asked for.',
  'You never listen to me and I am tired of it!',
  'The quarterly numbers look better than we expected.',
]
/** ~2,000 characters (about 430 tokens: two windows), one sentence after another. */
const longText = Array.from({ length: 40 }, (_, i) => sentences[i % sentences.length]).join(' ')
const sentenceSpans = (text: string) =>
  [...text.matchAll(/[^.?!]+[.?!]/g)].map((match) => {
    const start = (match.index as number) + (match[0].length - match[0].trimStart().length)
    return { start, end: (match.index as number) + match[0].length }
  })

let encoder: SentenceEncoder
beforeAll(async () => {
  encoder = await createSentenceEncoder(await readerModelFiles())
})
afterAll(async () => {
  await encoder.close()
})

describe('embed', () => {
  it.each(reference.vectors.map((c) => [JSON.stringify(c.text).slice(0, 50), c] as const))(
    'matches the sentence-transformers vector of %s',
    async (_, { text, vector }) => {
      const embedded = await encoder.embed(text)
      expect(embedded).toHaveLength(384)
      expect(norm(embedded)).toBeCloseTo(1, 5)
      expect(cosine(embedded, vector)).toBeGreaterThanOrEqual(0.9999)
    },
  )
})

describe('read', () => {
  it('gives the embed() vector for the message and a unit vector per span in one pass', async () => {
    const text = 'Hey, can we move the meeting to Thursday? I am so sorry about yesterday.'
    const spans = sentenceSpans(text)
    // The typings describe InferenceSession as a factory; at run time it is the class.
    const sessionClass = ort.InferenceSession as unknown as { prototype: ort.InferenceSession }
    const run = vi.spyOn(sessionClass.prototype, 'run')
    const { message, spans: vectors } = await encoder.read(text, spans)
    expect(run).toHaveBeenCalledTimes(1)
    run.mockRestore()
    expect(cosine(message, await encoder.embed(text))).toBeGreaterThan(0.99999)
    expect(vectors).toHaveLength(2)
    for (const vector of vectors) expect(norm(vector)).toBeCloseTo(1, 5)
    // In context, a sentence reads close to, but not exactly as, the same sentence alone.
    expect(cosine(vectors[0] as Float32Array, await encoder.embed(text.slice(0, 41)))).toBeGreaterThan(0.8)
    expect(cosine(vectors[0] as Float32Array, vectors[1] as Float32Array)).toBeLessThan(0.8)
  })

  it('pools exactly the contextual states of the tokens a span overlaps', async () => {
    const text = 'Thanks so much, see you soon! Café at five?'
    const { tokens, states } = await encoder.contextualize(text)
    const span = { start: 30, end: 43 }
    const inside = states.filter((_, i) => (tokens[i]?.start as number) >= 30)
    expect(inside).toHaveLength(4) // cafe, at, five, ? — and nothing of the first sentence
    const { spans } = await encoder.read(text, [span, { start: 31, end: 32 }])
    const pooled = normalizedMean(inside)
    expect(maxDifference(spans[0] as Float32Array, pooled)).toBeLessThan(1e-6)
    // A span inside one token (the "a" of "Café") gets that token's normalised state.
    const cafe = normalizedMean([inside[0] as Float32Array])
    expect(maxDifference(spans[1] as Float32Array, cafe)).toBeLessThan(1e-6)
  })

  it('reads a long message in windows of at most 256 tokens, every token once', async () => {
    const spans = sentenceSpans(longText)
    const { tokens, states, windows } = await encoder.contextualize(longText)
    expect(tokens.length).toBeGreaterThan(windowTokens)
    expect(windows).toHaveLength(2)
    expect(states).toHaveLength(tokens.length)
    const { message, spans: vectors } = await encoder.read(longText, spans)
    const mean = normalizedMean(windows)
    expect(maxDifference(message, mean)).toBeLessThan(1e-6)
    expect(vectors).toHaveLength(40)
    for (const vector of vectors) expect(norm(vector)).toBeCloseTo(1, 5)
    // A sentence of the second window reads most like the same sentence in the first window.
    const late = vectors[35] as Float32Array
    const closest = vectors.slice(0, 5).map((vector) => cosine(vector, late))
    expect(closest.indexOf(Math.max(...closest))).toBe(0)
    expect(cosine(message, await encoder.embed(longText))).toBeGreaterThan(0.95)
  })

  it('cuts windows evenly and after a sentence', async () => {
    const tokenizer = await loadWordPieceTokenizer((await readerModelFiles()).tokenizerPath)
    const tokens = tokenizer.tokenize(longText)
    const windows = splitIntoWindows(longText, tokens)
    expect(windows[0]?.[0]).toBe(0)
    expect(windows.at(-1)?.[1]).toBe(tokens.length)
    for (const [i, [from, to]] of windows.entries()) {
      expect(to - from).toBeLessThanOrEqual(windowTokens)
      expect(to - from).toBeGreaterThan(tokens.length / windows.length - 20)
      if (i > 0) expect(from).toBe(windows[i - 1]?.[1])
    }
    const cut = windows[0]?.[1] as number
    expect(longText.slice(0, tokens[cut - 1]?.end)).toMatch(/[.?!]$/)
    // A run of 600 tokens with no sentence end is cut between words into three windows.
    const words = 'word '.repeat(600)
    expect(splitIntoWindows(words, tokenizer.tokenize(words))).toEqual([
      [0, 200],
      [200, 400],
      [400, 600],
    ])
  })

  it('answers with the message vector alone when no span is asked', async () => {
    const { message, spans } = await encoder.read('we need to talk')
    expect(spans).toEqual([])
    expect(cosine(message, await encoder.embed('we need to talk'))).toBeGreaterThan(0.99999)
  })

  it('reads text of only whitespace or emoji', async () => {
    const blank = await encoder.read('   \n ', [{ start: 0, end: 5 }])
    expect(cosine(blank.message, await encoder.embed(''))).toBeGreaterThan(0.99999)
    expect([...(blank.spans[0] as Float32Array)].every((x) => x === 0)).toBe(true)
    const emoji = await encoder.read('😀 🎉', [
      { start: 0, end: 2 },
      { start: 3, end: 5 },
    ])
    expect(norm(emoji.message)).toBeCloseTo(1, 5)
    for (const vector of emoji.spans) expect(norm(vector)).toBeCloseTo(1, 5)
  })

  it('refuses a span that ends before it starts', async () => {
    await expect(encoder.read('hello', [{ start: 3, end: 1 }])).rejects.toThrow(RangeError)
  })
})

describe('loading', () => {
  it('loads the model once and reuses the session for every call', async () => {
    const create = vi.spyOn(ort.InferenceSession, 'create')
    const own = await createSentenceEncoder(await readerModelFiles())
    await own.embed('first message')
    await own.read('second message', [{ start: 0, end: 6 }])
    expect(create).toHaveBeenCalledTimes(1)
    create.mockRestore()
    await own.close()
    await expect(own.embed('after close')).rejects.toThrow(/closed/)
  })

  it('fails with a clear error on a missing or corrupt model file', async () => {
    const { tokenizerPath } = await readerModelFiles()
    const dir = await mkdtemp(join(tmpdir(), 'reader-model-'))
    await expect(createSentenceEncoder({ modelPath: join(dir, 'none.onnx'), tokenizerPath })).rejects.toThrow(
      `Reader model not found at ${join(dir, 'none.onnx')}`,
    )
    await writeFile(join(dir, 'corrupt.onnx'), 'not a protobuf at all')
    await expect(
      createSentenceEncoder({ modelPath: join(dir, 'corrupt.onnx'), tokenizerPath }),
    ).rejects.toThrow(/Reader model at .*corrupt\.onnx could not be loaded \(corrupt or not an ONNX model\)/)
    const { modelPath } = await readerModelFiles()
    await expect(createSentenceEncoder({ modelPath, tokenizerPath: join(dir, 'none.json') })).rejects.toThrow(
      /Reader tokenizer not found/,
    )
    await rm(dir, { recursive: true })
  })
})
