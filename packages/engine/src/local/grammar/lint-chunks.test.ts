import { describe, expect, it } from 'vitest'
import { lintChunks } from './lint-chunks'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Each chunk is the message's text at its start, and together they are the whole message. */
function expectToCover(text: string, chunks: ReturnType<typeof lintChunks>) {
  for (const chunk of chunks)
    expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text)
  expect(chunks.map((chunk) => chunk.text).join('')).toBe(text)
}

describe('lintChunks', () => {
  it('keeps a message that fits as one chunk', () => {
    expect(lintChunks('I seen teh movie.', 400)).toEqual([
      { start: 0, text: 'I seen teh movie.', midSentence: false },
    ])
  })

  it('cuts a long message after the last sentence that fits, spaces and line breaks included', () => {
    const text = 'One two three. Four five six! Seven eight?\nNine ten eleven twelve.'
    const chunks = lintChunks(text, 32)
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      'One two three. Four five six! ',
      'Seven eight?\n',
      'Nine ten eleven twelve.',
    ])
    expect(chunks.every((chunk) => !chunk.midSentence && chunk.text.length <= 32)).toBe(true)
    expectToCover(text, chunks)
  })

  it('cuts one overlong sentence after a word, and marks the chunks that start inside it', () => {
    const text = `${'happy '.repeat(331)}birthday`
    const chunks = lintChunks(text, 400)
    expect(chunks.length).toBe(6)
    expect(chunks.every((chunk) => chunk.text.length <= 400 && /^happy /.test(chunk.text))).toBe(true)
    expect(chunks.map((chunk) => chunk.midSentence)).toEqual([false, true, true, true, true, true])
    expectToCover(text, chunks)
  })

  it('never cuts an emoji in half where no space falls', () => {
    const text = `a ${'😀'.repeat(30)}`
    const chunks = lintChunks(text, 11)
    expectToCover(text, chunks)
    for (const chunk of chunks) expect(chunk.text).not.toMatch(LONE_SURROGATE)
  })
})
