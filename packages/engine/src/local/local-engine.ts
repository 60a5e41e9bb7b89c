import type { Engine } from '../engine'
import { analyzeMessage } from './analyze/analyze'
import { emojify } from './emojify/emojify'
import { generateMessages, generateMessagesLazily } from './generate/generate'
import { checkGrammar } from './grammar/grammar-checker'
import { writeReplies } from './reply/write-replies'
import { rewriteMessage } from './rewrite/rewrite'

/**
 * The default engine: rules, lexicons and phrase banks in this process, no keys, no network,
 * milliseconds per call. Its work is synchronous; the Engine interface is async for the LLMs.
 */
export function createLocalEngine(): Engine {
  return {
    provider: 'local',
    analyze: async (message, useCase, options) => analyzeMessage(message, useCase, options),
    rewrite: async (message, useCase, styles) => rewriteMessage(message, useCase, styles),
    generate: async (input) => generateMessages(input),
    async *streamGenerate(input) {
      yield* generateMessagesLazily(input)
    },
    reply: async (input) => writeReplies(input),
    emojify: async (text, emoji) => emojify(text, emoji),
    checkGrammar,
    close: async () => {},
  }
}
