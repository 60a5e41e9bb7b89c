import { stat } from 'node:fs/promises'
import * as ort from 'onnxruntime-node'
import { defaultMaxTokens, loadWordPieceTokenizer, type TokenSpan } from './wordpiece-tokenizer'

/**
 * The reader's sentence encoder: all-MiniLM-L6-v2 (int8 ONNX) run with onnxruntime-node.
 *
 * embed() is the standard sentence-transformers vector of a text (its first 256 tokens).
 * read() runs the message once and pools the same contextual token states into a vector for the
 * whole message and one per requested character span (a sentence, a clause), which costs one model
 * pass instead of one per sentence. Text beyond one pass is read in windows; see splitIntoWindows.
 */

export interface CharSpan {
  start: number
  end: number
}

export interface SentenceEncoderOptions {
  modelPath: string
  tokenizerPath: string
  /** onnxruntime intra-op threads; 1 by default, as the encoder runs in a worker of the inference pool. */
  threads?: number
}

export interface ReaderPass {
  /** The whole message: one window is exactly embed(); several are averaged (see splitIntoWindows). */
  message: Float32Array
  /**
   * One vector per requested span, in order: the mean of the contextual states of the tokens that
   * overlap the span, L2-normalised. A span no token overlaps (whitespace, or only characters the
   * tokenizer drops) gets an all-zero vector, whose cosine with anything is 0.
   */
  spans: Float32Array[]
}

/** Every token of a text with its contextual state, as read() sees them. */
export interface ContextualTokens {
  tokens: TokenSpan[]
  /** states[i] is the last hidden state of tokens[i], taken from the window that contains it. */
  states: Float32Array[]
  /** The sentence vector of each window ([CLS] and [SEP] included, as embed() pools them). */
  windows: Float32Array[]
}

export interface SentenceEncoder {
  readonly dimensions: number
  embed(text: string): Promise<Float32Array>
  read(text: string, spans?: readonly CharSpan[]): Promise<ReaderPass>
  contextualize(text: string): Promise<ContextualTokens>
  close(): Promise<void>
}

/** Tokens of one window besides [CLS] and [SEP]. */
export const windowTokens = defaultMaxTokens - 2

export async function createSentenceEncoder(options: SentenceEncoderOptions): Promise<SentenceEncoder> {
  const threads = options.threads ?? 1
  if (!Number.isInteger(threads) || threads < 1)
    throw new RangeError(`threads must be a positive integer: ${threads}`)
  const tokenizer = await loadWordPieceTokenizer(options.tokenizerPath)
  const session = await loadSession(options.modelPath, threads)
  let closed = false

  async function hiddenStates(ids: readonly number[]): Promise<{ data: Float32Array; dimensions: number }> {
    if (closed) throw new Error('The sentence encoder is closed')
    const shape = [1, ids.length]
    const inputIds = BigInt64Array.from(ids, BigInt)
    const feeds = {
      input_ids: new ort.Tensor('int64', inputIds, shape),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), shape),
      token_type_ids: new ort.Tensor('int64', new BigInt64Array(ids.length), shape),
    }
    const output = (await session.run(feeds)).last_hidden_state
    const dimensions = output?.dims[2]
    if (output?.type !== 'float32' || dimensions === undefined || output.dims[1] !== ids.length) {
      throw new Error('The reader model returned no last_hidden_state of the expected shape')
    }
    return { data: output.data as Float32Array, dimensions }
  }

  async function contextualize(text: string): Promise<ContextualTokens> {
    const tokens = tokenizer.tokenize(text)
    const states: Float32Array[] = []
    const windows: Float32Array[] = []
    for (const [from, to] of splitIntoWindows(text, tokens)) {
      const ids = [tokenizer.clsId, ...tokens.slice(from, to).map((token) => token.id), tokenizer.sepId]
      const { data, dimensions } = await hiddenStates(ids)
      const rows = Array.from({ length: ids.length }, (_, row) =>
        data.slice(row * dimensions, (row + 1) * dimensions),
      )
      windows.push(normalizedMean(rows, dimensions))
      states.push(...rows.slice(1, -1))
    }
    return { tokens, states, windows }
  }

  // The first run reads the model's width and warms the session up before any caller waits on it.
  const dimensions = await hiddenStates([tokenizer.clsId, tokenizer.sepId]).then(
    (first) => first.dimensions,
    async (cause: unknown) => {
      await session.release()
      throw new Error(`Reader model at ${options.modelPath} loaded but could not run`, { cause })
    },
  )

  return {
    dimensions,
    async embed(text) {
      const { data } = await hiddenStates(tokenizer.encode(text, defaultMaxTokens))
      const rows = Array.from({ length: data.length / dimensions }, (_, row) =>
        data.subarray(row * dimensions, (row + 1) * dimensions),
      )
      return normalizedMean(rows, dimensions)
    },
    async read(text, spans = []) {
      for (const span of spans) {
        if (!Number.isFinite(span.start) || !Number.isFinite(span.end) || span.start > span.end) {
          throw new RangeError(`Invalid span ${span.start}..${span.end}`)
        }
      }
      const { tokens, states, windows } = await contextualize(text)
      return {
        message: normalizedMean(windows, dimensions),
        spans: spans.map((span) =>
          normalizedMean(
            states.filter((_, i) => overlaps(tokens[i] as TokenSpan, span)),
            dimensions,
          ),
        ),
      }
    },
    contextualize,
    async close() {
      if (closed) return
      closed = true
      await session.release()
    },
  }
}

async function loadSession(modelPath: string, threads: number): Promise<ort.InferenceSession> {
  // onnxruntime's own message for a missing file names neither the reader nor the cause plainly.
  const file = await stat(modelPath).catch((cause: unknown) => {
    throw new Error(`Reader model not found at ${modelPath}`, { cause })
  })
  if (!file.isFile()) throw new Error(`Reader model at ${modelPath} is not a file`)
  let session: ort.InferenceSession
  try {
    session = await ort.InferenceSession.create(modelPath, {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    })
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new Error(
      `Reader model at ${modelPath} could not be loaded (corrupt or not an ONNX model): ${reason}`,
      {
        cause,
      },
    )
  }
  const missing = ['input_ids', 'attention_mask', 'token_type_ids'].filter(
    (name) => !session.inputNames.includes(name),
  )
  if (missing.length > 0 || !session.outputNames.includes('last_hidden_state')) {
    await session.release()
    throw new Error(
      `Reader model at ${modelPath} is not a BERT encoder (inputs ${session.inputNames.join(', ')}; outputs ${session.outputNames.join(', ')})`,
    )
  }
  return session
}

function overlaps(token: TokenSpan, span: CharSpan): boolean {
  return token.start < span.end && token.end > span.start
}

/** Mean of the vectors, L2-normalised; all zeros when there is nothing to average. */
function normalizedMean(vectors: readonly Float32Array[], dimensions: number): Float32Array {
  const sum = new Float64Array(dimensions)
  for (const vector of vectors) {
    for (let d = 0; d < dimensions; d++) sum[d] = (sum[d] as number) + (vector[d] as number)
  }
  let norm = 0
  for (let d = 0; d < dimensions; d++) norm += (sum[d] as number) ** 2
  norm = Math.sqrt(norm)
  const out = new Float32Array(dimensions)
  // sentence-transformers clamps the norm at 1e-12; the mean's 1/n cancels in the normalisation.
  if (norm > 1e-12) for (let d = 0; d < dimensions; d++) out[d] = (sum[d] as number) / norm
  return out
}

const sentenceEnd = /[.!?;…。！？]$/u

/**
 * Token ranges [from, to) of the passes over a text longer than one window.
 *
 * The windows are as even as possible (so the message vector, a plain mean of the window vectors,
 * weighs every window about the same) and end where a sentence does when one ends near the even
 * cut, else between words, else anywhere. Windows do not overlap: a token near a cut sees only its
 * own window's context, the price of reading every token once.
 */
export function splitIntoWindows(text: string, tokens: readonly TokenSpan[]): Array<[number, number]> {
  const windows: Array<[number, number]> = []
  let from = 0
  while (tokens.length - from > windowTokens) {
    const remaining = tokens.length - from
    const count = Math.ceil(remaining / windowTokens)
    const even = Math.ceil(remaining / count)
    // Never so short that the rest needs one window more than `count - 1`.
    const shortest = Math.max(remaining - (count - 1) * windowTokens, Math.floor(even * 0.6), 1)
    let best = from + windowTokens
    let bestScore = -1
    for (let length = shortest; length <= windowTokens; length++) {
      const score = boundaryStrength(text, tokens, from + length) * 1000 - Math.abs(length - even)
      if (score > bestScore) {
        bestScore = score
        best = from + length
      }
    }
    windows.push([from, best])
    from = best
  }
  windows.push([from, tokens.length])
  return windows
}

/** 2 after a sentence (end punctuation or a line break before the next token), 1 between words, else 0. */
function boundaryStrength(text: string, tokens: readonly TokenSpan[], cut: number): number {
  const before = tokens[cut - 1]
  const after = tokens[cut]
  if (!before || !after) return 0
  const gap = text.slice(before.end, after.start)
  if (gap.includes('\n')) return 2
  if (gap.length > 0 && sentenceEnd.test(text.slice(before.start, before.end))) return 2
  return gap.length > 0 ? 1 : 0
}
