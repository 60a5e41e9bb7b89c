import { STOPWORDS } from './content-words'
import { execAll } from './exec-all'
import { type Token, tokenize } from './tokens'

export type SocialTokenKind = 'mention' | 'link' | 'hashtag'

/** An @mention, link (URL, bare domain or e-mail address) or #hashtag, with its offsets [start, end). */
export interface SocialToken {
  kind: SocialTokenKind
  text: string
  start: number
  end: number
}

// Top-level domains a bare "name.tld" is taken as a link with. The ones that are also short words
// ("it", "me", "to", "so", "be", "am", "us", "is") count only with a path ("bit.ly/x", "do.it/x").
const DOMAINS =
  'com|org|net|edu|gov|io|co|ly|dev|app|ai|gg|tv|fm|gl|link|info|biz|xyz|uk|de|fr|es|nl|ca|au|jp|ru|br'
const WORD_DOMAINS = 'it|me|to|so|be|am|us|is|in|at'
const LINK_BODY = '[^\\s<>"]*[^\\s<>".,!?;:)\\]}\'’”]'
const URL = new RegExp(`\\b(?:https?://|www\\.)${LINK_BODY}`, 'giu')
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu
// Bare domains are found from their ".tld" (a literal dot, so the scan is cheap), then widened.
const DOMAIN_END = new RegExp(`\\.(?:${DOMAINS})(?![\\p{L}\\p{N}])|\\.(?:${WORD_DOMAINS})(?=/)`, 'giu')
const DOMAIN_CHAR = /[\p{L}\p{N}.-]/u
const PATH = new RegExp(`/(?:${LINK_BODY})?`, 'uy')
const MENTION = /(?<![\p{L}\p{N}_@.])@[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*/gu
// A hashtag has at least one letter ("#1" is a number, "C#" is a language).
const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu

function* bareDomains(text: string): Generator<{ start: number; end: number }> {
  for (const match of execAll(text, DOMAIN_END)) {
    const dot = match.index ?? 0
    let start = dot
    while (start > 0 && DOMAIN_CHAR.test(text.charAt(start - 1))) start--
    while (start < dot && !/[\p{L}\p{N}]/u.test(text.charAt(start))) start++
    if (start === dot || text.charAt(start - 1) === '@') continue
    PATH.lastIndex = dot + match[0].length
    const path = PATH.exec(text)
    yield { start, end: dot + match[0].length + (path?.[0].length ?? 0) }
  }
}

function* matches(text: string, pattern: RegExp): Generator<{ start: number; end: number }> {
  for (const match of execAll(text, pattern))
    yield { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }
}

/** Links, then mentions and hashtags outside them ("x.com/@sam" is one link), in text order. */
export function findSocialTokens(text: string): SocialToken[] {
  const found: SocialToken[] = []
  const hasAt = text.includes('@')
  const sources: [SocialTokenKind, Iterable<{ start: number; end: number }>][] = [
    ['link', matches(text, URL)],
    ['link', hasAt ? matches(text, EMAIL) : []],
    ['link', bareDomains(text)],
    ['mention', hasAt ? matches(text, MENTION) : []],
    ['hashtag', text.includes('#') ? matches(text, HASHTAG) : []],
  ]
  // Which characters a token already holds: checking each new token against every one found
  // before it was quadratic in a message of hundreds of mentions.
  const taken = new Uint8Array(text.length)
  for (const [kind, spans] of sources) {
    for (const { start, end } of spans) {
      if (taken.subarray(start, end).includes(1)) continue
      taken.fill(1, start, end)
      found.push({ kind, text: text.slice(start, end), start, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** Camel case and digits end a word inside a hashtag: "SoProud" → So|Proud, "NBAFinals" → NBA|Finals. */
const HASHTAG_WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu

/** Longer run-together hashtags are left whole: splitting costs the square of the length. */
const MAX_RUN_TOGETHER = 32
const MAX_PARTS = 4
/** Short dictionary entries ("ing", "ugh", "do") would split any long word: below this, only function words count as parts. */
const MIN_CONTENT_PART = 4

const isPart = (part: string, isWord: (lower: string) => boolean) =>
  STOPWORDS.has(part) || (part.length >= MIN_CONTENT_PART && isWord(part))

/**
 * The fewest known words that make up a run-together word ("housingcrisis" → housing|crisis,
 * "opentowork" → open|to|work), as their lengths; undefined when it is a word itself or cannot be
 * made of words of four letters or more and function words ("sourdough" is not sour|do|ugh).
 */
function segment(lower: string, isWord: (lower: string) => boolean): number[] | undefined {
  if (lower.length > MAX_RUN_TOGETHER || isWord(lower)) return undefined
  const best: (number[] | undefined)[] = [[]]
  for (let end = 1; end <= lower.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start]
      if (!before || before.length >= MAX_PARTS || !isPart(lower.slice(start, end), isWord)) continue
      const current = best[end]
      if (!current || before.length + 1 < current.length) best[end] = [...before, end - start]
    }
  }
  return best[lower.length]
}

function splitHashtag(token: Token, isWord?: (lower: string) => boolean): Token[] {
  return execAll(token.text, HASHTAG_WORD).flatMap((match) => {
    let start = token.start + (match.index ?? 0)
    const lower = match[0].toLowerCase()
    const lengths = (isWord && segment(lower, isWord)) || [lower.length]
    return lengths.map((length) => {
      const word = { text: token.text.slice(start - token.start, start - token.start + length), start }
      start += length
      return { ...word, lower: word.text.toLowerCase(), end: word.start + length }
    })
  })
}

/**
 * The word tokens of a social message: mentions and links are names and addresses, not words, so
 * they give none; a hashtag gives its words ("#blessed" → blessed, "#EpicFail" → Epic, Fail, and
 * with `isWord`, a dictionary, "#epicfail" too), each with its offsets in the message. Everything
 * else as `tokenize`.
 */
export function messageTokens(
  text: string,
  social: readonly SocialToken[] = findSocialTokens(text),
  isWord?: (lower: string) => boolean,
): Token[] {
  if (social.length === 0) return tokenize(text)
  const inHashtag = new Uint8Array(text.length)
  for (const token of social) if (token.kind === 'hashtag') inHashtag.fill(1, token.start, token.end)
  return tokenize(withoutLinksAndMentions(text, social)).flatMap((token) =>
    inHashtag.subarray(token.start, token.end).includes(1) ? splitHashtag(token, isWord) : [token],
  )
}

/** The text with links and mentions blanked (same length, so offsets hold): their dots end no sentence. */
export function withoutLinksAndMentions(text: string, social: readonly SocialToken[]): string {
  // Built in pieces: splicing the whole text once per token was quadratic.
  const pieces: string[] = []
  let at = 0
  for (const token of [...social].sort((a, b) => a.start - b.start)) {
    const from = Math.max(at, token.start)
    if (token.kind === 'hashtag' || token.end <= from) continue
    pieces.push(text.slice(at, from), ' '.repeat(token.end - from))
    at = token.end
  }
  pieces.push(text.slice(at))
  return pieces.join('')
}
