import { lastMessageFromThem } from '@tipsy/contracts'
import type { Engine } from '../engine'
import type { ReaderModelFiles } from '../engine-config'
import { loadLiveReader } from '../models/live-reader'
import { analyzeMessage } from './analyze/analyze'
import { assertAnalysable } from './analyze/input'
import { emojify } from './emojify/emojify'
import { generateMessages, generateMessagesLazily } from './generate/generate'
import { checkGrammar } from './grammar/grammar-checker'
import { writeReplies } from './reply/write-replies'
import { rewriteMessage } from './rewrite/rewrite'

/**
 * The default engine: rules, lexicons and phrase banks in this process, no keys, no network,
 * milliseconds per call. Its work is synchronous; the Engine interface is async for the LLMs.
 */
export function createLocalEngine(
  options: { reader?: ReaderModelFiles | undefined } = {},
): Engine & { ready(): Promise<void> } {
  // The encoder loads beside the rules; until it is live (or when it cannot be) the rules read alone.
  const reader = loadLiveReader(options.reader)
  return {
    provider: 'local',
    async analyze(message, useCase, options) {
      assertAnalysable(message)
      const meaning = await reader.reader
      const judgement = meaning && { reading: await meaning.read(message), head: meaning.head }
      return analyzeMessage(message, useCase, { ...options, judgement })
    },
    rewrite: async (message, useCase, styles) => rewriteMessage(message, useCase, styles),
    generate: async (input) => generateMessages(input),
    async *streamGenerate(input) {
      yield* generateMessagesLazily(input)
    },
    async reply(input) {
      const meaning = await reader.reader
      const theirs = lastMessageFromThem(input.thread ?? [])
      return writeReplies(input, { acts: meaning && theirs ? await meaning.readActs(theirs) : undefined })
    },
    emojify: async (text, emoji) => emojify(text, emoji),
    checkGrammar,
    models: () => ({ reader: reader.models(), writer: { kind: 'rules' } }),
    ready: async () => {
      await reader.reader
    },
    close: () => reader.close(),
  }
}
