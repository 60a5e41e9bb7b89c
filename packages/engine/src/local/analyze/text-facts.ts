import { isShouting } from '../text/casing'
import { type Sentence, splitSentences, type Token, tokenize } from '../text/tokens'

export interface TextFacts {
  tokens: Token[]
  sentences: Sentence[]
  /** The whole message is in capitals. */
  shouting: boolean
}

/** The message plus the clauses that rules score on their own (an absolute's clause, a capital run). */
const CACHE_SIZE = 8
const recent = new Map<string, TextFacts>()

/**
 * Tokens, sentences and shouting for a text, computed once per text: one analysis asks for them
 * from every scorer and rule, and recomputing them for each was a third of the time budget.
 * Keeps the few most recent texts. Callers must not mutate the arrays.
 */
export function textFacts(text: string): TextFacts {
  const cached = recent.get(text)
  if (cached) return cached
  const facts = { tokens: tokenize(text), sentences: splitSentences(text), shouting: isShouting(text) }
  if (recent.size >= CACHE_SIZE) recent.delete(recent.keys().next().value as string)
  recent.set(text, facts)
  return facts
}
