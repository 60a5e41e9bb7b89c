import { readFile } from 'node:fs/promises'
import { z } from 'zod'

/**
 * BERT WordPiece tokenizer, read from a Hugging Face tokenizer.json, giving the same ids as the
 * `tokenizers` library (pinned by fixtures/reference.json) plus each token's span in the original
 * text, in UTF-16 units, so a caller can pool the tokens of one sentence.
 *
 * The file's own truncation and padding settings are ignored: the caller decides how many tokens a
 * model pass takes (sentence-transformers cuts all-MiniLM-L6-v2 at 256, the shipped file says 128).
 */

/** One token and the characters of the original text it came from: text.slice(start, end). */
export interface TokenSpan {
  id: number
  start: number
  end: number
}

export interface WordPieceTokenizer {
  readonly clsId: number
  readonly sepId: number
  readonly padId: number
  /** Every token of the text, without [CLS]/[SEP] and without truncation. */
  tokenize(text: string): TokenSpan[]
  /** The ids a model takes: [CLS] tokens [SEP], cut to at most maxTokens including the two. */
  encode(text: string, maxTokens?: number): number[]
}

/** sentence-transformers' max_seq_length for all-MiniLM-L6-v2, [CLS] and [SEP] included. */
export const defaultMaxTokens = 256

const addedTokenSchema = z.object({
  id: z.number().int(),
  content: z.string().min(1),
  single_word: z.literal(false).optional(),
  lstrip: z.literal(false).optional(),
  rstrip: z.literal(false).optional(),
  // Tokens matched after normalisation would need another pass; BERT files mark none.
  normalized: z.literal(false).optional(),
})

const specialTokenIdsSchema = z.object({ ids: z.array(z.number().int()).length(1) })

const tokenizerFileSchema = z.object({
  added_tokens: z.array(addedTokenSchema).default([]),
  normalizer: z.object({
    type: z.literal('BertNormalizer'),
    clean_text: z.boolean(),
    handle_chinese_chars: z.boolean(),
    strip_accents: z.boolean().nullable(),
    lowercase: z.boolean(),
  }),
  pre_tokenizer: z.object({ type: z.literal('BertPreTokenizer') }),
  post_processor: z.union([
    z.object({
      type: z.literal('TemplateProcessing'),
      special_tokens: z.object({ '[CLS]': specialTokenIdsSchema, '[SEP]': specialTokenIdsSchema }),
    }),
    z.object({
      type: z.literal('BertProcessing'),
      cls: z.tuple([z.string(), z.number().int()]),
      sep: z.tuple([z.string(), z.number().int()]),
    }),
  ]),
  model: z.object({
    type: z.literal('WordPiece'),
    unk_token: z.string(),
    continuing_subword_prefix: z.string(),
    max_input_chars_per_word: z.number().int().positive(),
    vocab: z.record(z.string(), z.number().int().nonnegative()),
  }),
})

type TokenizerFile = z.infer<typeof tokenizerFileSchema>

export async function loadWordPieceTokenizer(path: string): Promise<WordPieceTokenizer> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new Error(`Reader tokenizer not found or unreadable at ${path}`, { cause })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new Error(`Reader tokenizer at ${path} is not valid JSON`, { cause })
  }
  return parseWordPieceTokenizer(json, path)
}

export function parseWordPieceTokenizer(json: unknown, source = 'tokenizer.json'): WordPieceTokenizer {
  const parsed = tokenizerFileSchema.safeParse(json)
  if (!parsed.success) {
    throw new Error(
      `${source} is not a BERT WordPiece tokenizer this reader supports: ${parsed.error.message}`,
    )
  }
  return createTokenizer(parsed.data, source)
}

function createTokenizer(file: TokenizerFile, source: string): WordPieceTokenizer {
  const { model, normalizer } = file
  const vocab = new Map(Object.entries(model.vocab))
  const vocabUnkId = vocab.get(model.unk_token)
  if (vocabUnkId === undefined) {
    throw new Error(`${source}: unk_token ${model.unk_token} is not in the vocabulary`)
  }
  const unkId: number = vocabUnkId
  const processor = file.post_processor
  const clsId =
    processor.type === 'TemplateProcessing' ? processor.special_tokens['[CLS]'].ids[0] : processor.cls[1]
  const sepId =
    processor.type === 'TemplateProcessing' ? processor.special_tokens['[SEP]'].ids[0] : processor.sep[1]
  if (clsId === undefined || sepId === undefined) throw new Error(`${source}: no [CLS]/[SEP] ids`)
  const padId = vocab.get('[PAD]') ?? 0

  const prefix = model.continuing_subword_prefix
  // The longest vocabulary entry bounds the greedy search, which otherwise starts from the word's end.
  let longestPiece = 1
  for (const piece of vocab.keys()) {
    const body = piece.startsWith(prefix) ? piece.slice(prefix.length) : piece
    longestPiece = Math.max(longestPiece, [...body].length)
  }

  const options: NormalizeOptions = {
    cleanText: normalizer.clean_text,
    chineseChars: normalizer.handle_chinese_chars,
    stripAccents: normalizer.strip_accents ?? normalizer.lowercase,
    lowercase: normalizer.lowercase,
  }
  const special = new Map(file.added_tokens.map((token) => [token.content, token.id]))
  const specialContents = [...special.keys()].sort((a, b) => b.length - a.length)
  const specialFirstChars = new Set(specialContents.map((content) => content.charCodeAt(0)))

  function wordPieces(word: NormalizedChar[], out: TokenSpan[]): void {
    const first = word[0]
    const last = word[word.length - 1]
    if (!first || !last) return
    if (word.length > model.max_input_chars_per_word) {
      out.push({ id: unkId, start: first.start, end: last.end })
      return
    }
    const pieces: TokenSpan[] = []
    let start = 0
    while (start < word.length) {
      let end = Math.min(word.length, start + longestPiece)
      let found: number | undefined
      while (start < end) {
        let piece = ''
        for (let i = start; i < end; i++) piece += (word[i] as NormalizedChar).char
        found = vocab.get(start > 0 ? prefix + piece : piece)
        if (found !== undefined) break
        end--
      }
      if (found === undefined) {
        // One piece missing makes the whole word unknown, as in `tokenizers`.
        out.push({ id: unkId, start: first.start, end: last.end })
        return
      }
      pieces.push({
        id: found,
        start: (word[start] as NormalizedChar).start,
        end: (word[end - 1] as NormalizedChar).end,
      })
      start = end
    }
    out.push(...pieces)
  }

  function tokenizeSegment(text: string, from: number, to: number, out: TokenSpan[]): void {
    let word: NormalizedChar[] = []
    for (const normalized of normalize(text, from, to, options)) {
      const code = normalized.char.codePointAt(0) as number
      if (whitespace.test(normalized.char)) {
        wordPieces(word, out)
        word = []
      } else if (isPunctuation(code, normalized.char)) {
        wordPieces(word, out)
        word = []
        wordPieces([normalized], out)
      } else {
        word.push(normalized)
      }
    }
    wordPieces(word, out)
  }

  function tokenize(text: string): TokenSpan[] {
    const out: TokenSpan[] = []
    let segmentStart = 0
    let i = 0
    // Special tokens typed in the text ("[MASK]") are matched on the raw text first, leftmost-longest.
    while (specialContents.length > 0 && i < text.length) {
      const match = specialFirstChars.has(text.charCodeAt(i))
        ? specialContents.find((content) => text.startsWith(content, i))
        : undefined
      const matchedId = match === undefined ? undefined : special.get(match)
      if (match === undefined || matchedId === undefined) {
        i++
        continue
      }
      tokenizeSegment(text, segmentStart, i, out)
      out.push({ id: matchedId, start: i, end: i + match.length })
      i += match.length
      segmentStart = i
    }
    tokenizeSegment(text, segmentStart, text.length, out)
    return out
  }

  return {
    clsId,
    sepId,
    padId,
    tokenize,
    encode(text, maxTokens = defaultMaxTokens) {
      if (maxTokens < 2) throw new RangeError('maxTokens must leave room for [CLS] and [SEP]')
      const ids = tokenize(text)
        .slice(0, maxTokens - 2)
        .map((token) => token.id)
      return [clsId, ...ids, sepId]
    },
  }
}

interface NormalizeOptions {
  cleanText: boolean
  chineseChars: boolean
  stripAccents: boolean
  lowercase: boolean
}

/** One code point of the normalised text and the UTF-16 range of the original character it came from. */
interface NormalizedChar {
  char: string
  start: number
  end: number
}

const whitespace = /^\p{White_Space}$/u
// `tokenizers` drops Cc (but tab, LF, CR), Cf and Co; unassigned code points (Cn) are kept.
const control = /^[\p{Cc}\p{Cf}\p{Co}]$/u
const nonspacingMark = /\p{Mn}/gu
const unicodePunctuation = /^\p{P}$/u

/** BertNormalizer, character by character so that every output character keeps its origin. */
function* normalize(
  text: string,
  from: number,
  to: number,
  options: NormalizeOptions,
): Generator<NormalizedChar> {
  let i = from
  while (i < to) {
    const code = text.codePointAt(i) as number
    const start = i
    i += code > 0xffff ? 2 : 1
    // A lone surrogate cannot reach the Rust tokenizer at all; it is dropped like U+FFFD.
    if (code >= 0xd800 && code <= 0xdfff) continue
    let char = String.fromCodePoint(code)
    if (options.cleanText) {
      if (
        code === 0 ||
        code === 0xfffd ||
        (control.test(char) && char !== '\t' && char !== '\n' && char !== '\r')
      )
        continue
      if (whitespace.test(char)) char = ' '
    }
    if (options.chineseChars && isChineseChar(code)) {
      yield { char: ' ', start, end: i }
      yield* transform(char, start, i, options)
      yield { char: ' ', start, end: i }
      continue
    }
    yield* transform(char, start, i, options)
  }
}

function* transform(
  char: string,
  start: number,
  end: number,
  options: NormalizeOptions,
): Generator<NormalizedChar> {
  let out = char
  if (options.stripAccents) out = out.normalize('NFD').replace(nonspacingMark, '')
  for (const c of out) {
    // Per code point, as Rust's char::to_lowercase: no final-sigma rule.
    if (options.lowercase) {
      for (const lower of c.toLowerCase()) yield { char: lower, start, end }
    } else {
      yield { char: c, start, end }
    }
  }
}

function isPunctuation(code: number, char: string): boolean {
  const asciiPunctuation =
    (code >= 33 && code <= 47) ||
    (code >= 58 && code <= 64) ||
    (code >= 91 && code <= 96) ||
    (code >= 123 && code <= 126)
  return asciiPunctuation || unicodePunctuation.test(char)
}

/** The CJK blocks `tokenizers` pads with spaces (its ranges, which skip U+2B820–U+2B91F). */
function isChineseChar(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x20000 && code <= 0x2a6df) ||
    (code >= 0x2a700 && code <= 0x2b73f) ||
    (code >= 0x2b740 && code <= 0x2b81f) ||
    (code >= 0x2b920 && code <= 0x2ceaf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x2f800 && code <= 0x2fa1f)
  )
}
