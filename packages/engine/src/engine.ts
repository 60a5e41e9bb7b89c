import type {
  Analysis,
  ChatBubble,
  GeneratedMessage,
  Platform,
  Rewrite,
  RewriteStyle,
  Tones,
  UseCase,
} from '@tipsy/contracts'
import type { checkGrammar } from './local/grammar/grammar-checker'

export interface GenerateInput {
  prompt: string
  context?: string | undefined
  tones: Tones
  platform?: Platform | undefined
  /** How many distinct messages to write (default 3). */
  count?: number | undefined
  /** Same seed, same input → same messages (local engine). Random when absent. */
  seed?: number | undefined
}

/** The next message in a conversation: the confirmed transcript, oldest bubble first. */
export interface ReplyInput {
  thread: ChatBubble[]
  /** What the user wants to say, when they said it ("say yes but not before 8"); optional. */
  intent?: string | undefined
  tones: Tones
  platform?: Platform | undefined
  /** How many distinct replies to write (default 3). */
  count?: number | undefined
  /** Same seed, same input → same replies (local engine). Random when absent. */
  seed?: number | undefined
}

/** What every engine call may be given beside its input; always its last argument. */
export interface CallOptions {
  /**
   * Aborted when the answer is no longer wanted (its client went away): the call stops writing
   * as soon as it can and rejects. Engines whose calls take milliseconds may finish instead.
   */
  signal?: AbortSignal | undefined
}

export interface AnalyzeOptions extends CallOptions {
  /** The writer's local time as HH:MM (24-hour), for the late-night check; off without it. */
  localTime?: string | undefined
}

/**
 * The writing engine. Providers (local, openai-compatible, ollama, llama-cpp) implement it;
 * every result has exactly the contract's shape. It knows nothing of HTTP or the database.
 */
export interface Engine {
  readonly provider: EngineProvider
  analyze(message: string, useCase: UseCase, options?: AnalyzeOptions): Promise<Analysis>
  rewrite(
    message: string,
    useCase: UseCase,
    styles: RewriteStyle[],
    options?: CallOptions,
  ): Promise<Rewrite[]>
  generate(input: GenerateInput, options?: CallOptions): Promise<GeneratedMessage[]>
  /** Yields each message as soon as it is written (providers that stream yield early). */
  streamGenerate(input: GenerateInput, options?: CallOptions): AsyncIterable<GeneratedMessage>
  /** Replies to the other person's last message, written with the whole thread in mind. */
  reply(input: ReplyInput, options?: CallOptions): Promise<GeneratedMessage[]>
  /** An emoji combination for the text, with the preferred emoji woven in when given. */
  emojify(text: string, emoji?: string | null, options?: CallOptions): Promise<string>
  /** Grammar and spelling: harper and our rules, the same for every provider. */
  checkGrammar(...args: Parameters<typeof checkGrammar>): ReturnType<typeof checkGrammar>
  /** What is live in this engine (loaded and answering), not what was configured. */
  models(): EngineModels
  /** Releases models or connections (llama-cpp); a no-op elsewhere. */
  close(): Promise<void>
}

/**
 * The models behind the engine's answers. The reader understands a message (a sentence encoder,
 * or the rules alone); the writer writes the messages (the rules, or an LLM named by `model`).
 */
export interface EngineModels {
  reader: { kind: 'encoder' | 'rules'; model?: string }
  writer: { kind: 'rules' | 'llama-cpp' | 'openai-compatible' | 'ollama'; model?: string }
}

export const engineProviders = ['local', 'openai-compatible', 'ollama', 'llama-cpp'] as const
export type EngineProvider = (typeof engineProviders)[number]

/**
 * Why the engine could not answer. The server maps `invalid_input` to 400, `unclear_request` to
 * 422 (the request says nothing a message could be written from; the detail says how to phrase
 * it), `unavailable` to 503, `timeout` to 504 and `bad_output` to 502 — each with a readable detail.
 */
export type EngineErrorKind = 'invalid_input' | 'unclear_request' | 'unavailable' | 'timeout' | 'bad_output'

/** What the user is told when a request says nothing a message could be written from. */
export const UNCLEAR_REQUEST_HINT =
  "I couldn't tell what the message should say. Say who it's for and what to tell them — for example “tell Sam I'm running 10 minutes late” or “thank my boss for covering my shift on Friday”."

export class EngineError extends Error {
  /** Seconds after which the same call may succeed (sent as Retry-After); absent when it would not. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options)
    this.name = 'EngineError'
    this.retryAfterSeconds = options?.retryAfterSeconds
  }
}
