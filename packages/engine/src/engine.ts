import type {
  Analysis,
  GeneratedMessage,
  Platform,
  Rewrite,
  RewriteStyle,
  Tones,
  UseCase,
} from '@tipsy/contracts'

export interface GenerateInput {
  prompt: string
  context?: string
  tones: Tones
  platform?: Platform
  /** How many distinct messages to write (default 3). */
  count?: number
}

/**
 * The writing engine. Providers (local, openai-compatible, ollama, llama-cpp) implement it;
 * every result has exactly the contract's shape. It knows nothing of HTTP or the database.
 */
export interface Engine {
  analyze(message: string, useCase: UseCase): Promise<Analysis>
  rewrite(message: string, useCase: UseCase, styles: RewriteStyle[]): Promise<Rewrite[]>
  generate(input: GenerateInput): Promise<GeneratedMessage[]>
  /** An emoji combination for the text, with the preferred emoji woven in when given. */
  emojify(text: string, emoji?: string | null): Promise<string>
}
