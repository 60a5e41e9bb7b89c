import {
  GENERATE_CONTEXT_MAX_LENGTH,
  GENERATE_PROMPT_MAX_LENGTH,
  lastMessageFromThem,
  transcriptAsText,
} from '@tipsy/contracts'
import type { GenerateInput, ReplyInput } from '../engine'

/**
 * A reply for a language model is a generation: the request names their last message (and what
 * the user wants to say, when given), and the thread is the background — its latest part when
 * the whole does not fit.
 */
export function replyAsGenerateInput(input: ReplyInput): GenerateInput {
  const last = lastMessageFromThem(input.thread)
  const intent = input.intent?.trim()
  const prompt = [
    `Write my next message in this chat: a reply to their last message, which answers what it asks or says ("${last}").`,
    intent ? `What I want to say: ${intent}` : 'Answer it the way a warm, natural person would.',
  ].join(' ')
  const thread = transcriptAsText(input.thread)
  return {
    prompt: prompt.slice(0, GENERATE_PROMPT_MAX_LENGTH),
    context: thread.slice(-GENERATE_CONTEXT_MAX_LENGTH),
    tones: input.tones,
    platform: input.platform,
    count: input.count,
    seed: input.seed,
  }
}
