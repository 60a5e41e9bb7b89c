import { isShouting } from '../text/casing'
import {
  findSocialTokens,
  messageTokens,
  type SocialToken,
  withoutLinksAndMentions,
} from '../text/social-tokens'
import { type Sentence, splitSentences, type Token } from '../text/tokens'
import { isEnglishWord } from './english-words'

export interface TextFacts {
  /** Words only: mentions and links give none, a hashtag gives its words ("#EpicFail" → Epic, Fail). */
  tokens: Token[]
  /** Mentions, links and hashtags. */
  social: SocialToken[]
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
  const social = findSocialTokens(text)
  // A link's dots end no sentence; each sentence still quotes the message as written.
  const sentences = splitSentences(withoutLinksAndMentions(text, social)).map((sentence) => ({
    ...sentence,
    text: text.slice(sentence.start, sentence.end),
  }))
  const facts = {
    tokens: messageTokens(text, social, isEnglishWord),
    social,
    sentences,
    shouting: isShouting(text),
  }
  if (recent.size >= CACHE_SIZE) recent.delete(recent.keys().next().value as string)
  recent.set(text, facts)
  return facts
}
