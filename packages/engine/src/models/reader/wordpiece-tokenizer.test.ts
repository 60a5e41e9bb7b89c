import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readerModelFiles } from '../../testing/reader-model'
import {
  loadWordPieceTokenizer,
  parseWordPieceTokenizer,
  type WordPieceTokenizer,
} from './wordpiece-tokenizer'

interface TokenCase {
  text: string
  ids: number[]
  offsets: Array<[number, number]>
}

const reference = JSON.parse(readFileSync(new URL('./fixtures/reference.json', import.meta.url), 'utf8')) as {
  maxTokens: number
  tokens: TokenCase[]
}

let tokenizer: WordPieceTokenizer
beforeAll(async () => {
  tokenizer = await loadWordPieceTokenizer((await readerModelFiles()).tokenizerPath)
})

describe('WordPiece tokenizer against Hugging Face tokenizers', () => {
  it.each(reference.tokens.map((c) => [JSON.stringify(c.text).slice(0, 60), c] as const))(
    'gives the reference ids and spans for %s',
    (_, { text, ids, offsets }) => {
      const tokens = tokenizer.tokenize(text)
      expect([tokenizer.clsId, ...tokens.map((token) => token.id), tokenizer.sepId]).toEqual(ids)
      expect(tokens.map((token) => [token.start, token.end])).toEqual(offsets)
    },
  )

  it('cuts encode() at 256 ids with [CLS] and [SEP] kept', () => {
    const long = reference.tokens.find((c) => c.ids.length > reference.maxTokens)
    expect(long).toBeDefined()
    const { text, ids } = long as TokenCase
    const encoded = tokenizer.encode(text)
    expect(encoded).toHaveLength(reference.maxTokens)
    expect(encoded).toEqual([...ids.slice(0, reference.maxTokens - 1), tokenizer.sepId])
    expect(tokenizer.encode('Hello world', 3)).toEqual([101, 7592, 102])
  })
})

/** A tokenizer.json with a ten-word vocabulary, to see each setting of the file take effect. */
function tinyTokenizer(overrides: { normalizer?: object; maxChars?: number } = {}) {
  const vocab = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'cafe', 'café', 'Cafe', 'un', '##able', '!']
  return {
    added_tokens: [
      { id: 0, content: '[PAD]', single_word: false, lstrip: false, rstrip: false, normalized: false },
    ],
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: null,
      lowercase: true,
      ...overrides.normalizer,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: { type: 'BertProcessing', cls: ['[CLS]', 2], sep: ['[SEP]', 3] },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: overrides.maxChars ?? 100,
      vocab: Object.fromEntries(vocab.map((piece, id) => [piece, id])),
    },
  }
}

describe('WordPiece tokenizer settings', () => {
  it('follows lowercase and strip_accents (which defaults to lowercase) from the file', () => {
    const ids = (json: object, text: string) => parseWordPieceTokenizer(json).encode(text)
    expect(ids(tinyTokenizer(), 'Café!')).toEqual([2, 4, 9, 3])
    expect(ids(tinyTokenizer({ normalizer: { strip_accents: false } }), 'Café')).toEqual([2, 5, 3])
    expect(ids(tinyTokenizer({ normalizer: { lowercase: false } }), 'Cafe café')).toEqual([2, 6, 5, 3])
  })

  it('makes a word longer than max_input_chars_per_word one [UNK] spanning it', () => {
    const tokenizer = parseWordPieceTokenizer(tinyTokenizer({ maxChars: 5 }))
    expect(tokenizer.tokenize('unable unab')).toEqual([
      { id: 1, start: 0, end: 6 },
      { id: 1, start: 7, end: 11 },
    ])
    expect(parseWordPieceTokenizer(tinyTokenizer()).tokenize('unable')).toEqual([
      { id: 7, start: 0, end: 2 },
      { id: 8, start: 2, end: 6 },
    ])
  })

  it('refuses a tokenizer.json it cannot reproduce, naming the file', async () => {
    expect(() =>
      parseWordPieceTokenizer({ ...tinyTokenizer(), pre_tokenizer: { type: 'Whitespace' } }, 'x.json'),
    ).toThrow(/x\.json is not a BERT WordPiece tokenizer/)
    const dir = await mkdtemp(join(tmpdir(), 'wordpiece-'))
    await writeFile(join(dir, 'broken.json'), '{"model": ')
    await expect(loadWordPieceTokenizer(join(dir, 'broken.json'))).rejects.toThrow(/is not valid JSON/)
    await expect(loadWordPieceTokenizer(join(dir, 'missing.json'))).rejects.toThrow(/tokenizer not found/)
    await rm(dir, { recursive: true })
  })
})
