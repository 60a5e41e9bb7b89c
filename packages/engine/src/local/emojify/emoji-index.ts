import { createRequire } from 'node:module'

interface EmojibaseEntry {
  label: string
  emoji: string
  tags?: string[]
  group?: number
  order?: number
}

/** One emoji a keyword points to, with how strongly (a name beats a loose tag). */
export interface EmojiMatch {
  emoji: string
  score: number
}

const COMPONENT_GROUP = 2
const KEPT_PER_KEYWORD = 4
const require = createRequire(import.meta.url)

// Names and labels say what the emoji is; keywords and tags what it is used for.
const EXACT_NAME = 10
const NAME_PART = 5
const KEYWORD_FIRST = 4
const TAG = 3
/** Each further source that links a keyword to the same emoji adds a little. */
const AGREEMENT = 0.5

let index: Map<string, EmojiMatch[]> | null = null

const stripVariation = (emoji: string) => emoji.replaceAll('\uFE0F', '')

function phrases(name: string): string[] {
  const words = name
    .toLowerCase()
    .replace(/[_:]/g, ' ')
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words.length > 1 ? [words.join(' '), ...words] : words
}

function buildIndex(): Map<string, EmojiMatch[]> {
  const emojibase = require('emojibase-data/en/data.json') as EmojibaseEntry[]
  const emojilib = require('emojilib') as Record<string, string[]>

  // Per keyword and emoji: the strongest evidence, and how many times it was seen.
  const scores = new Map<string, Map<string, { best: number; seen: number }>>()
  const order = new Map<string, number>()
  const canonical = new Map<string, string>()
  const add = (keyword: string, emoji: string, score: number) => {
    const perEmoji = scores.get(keyword) ?? new Map<string, { best: number; seen: number }>()
    const evidence = perEmoji.get(emoji) ?? { best: 0, seen: 0 }
    perEmoji.set(emoji, { best: Math.max(evidence.best, score), seen: evidence.seen + 1 })
    scores.set(keyword, perEmoji)
  }
  const addName = (name: string, emoji: string) => {
    const [whole, ...parts] = phrases(name)
    if (!whole) return
    add(whole, emoji, EXACT_NAME)
    for (const part of parts) add(part, emoji, NAME_PART - 0.5 * (parts.length - 1))
  }

  for (const entry of emojibase) {
    if (entry.group === undefined || entry.group === COMPONENT_GROUP) continue
    canonical.set(stripVariation(entry.emoji), entry.emoji)
    order.set(entry.emoji, entry.order ?? Number.MAX_SAFE_INTEGER)
    addName(entry.label, entry.emoji)
    for (const tag of entry.tags ?? []) add(tag.toLowerCase(), entry.emoji, TAG)
  }
  for (const [raw, keywords] of Object.entries(emojilib)) {
    const emoji = canonical.get(stripVariation(raw))
    if (!emoji) continue
    const [name, ...rest] = keywords
    if (name) addName(name, emoji)
    rest.forEach((keyword, position) => {
      add(keyword.toLowerCase().replaceAll('_', ' '), emoji, Math.max(1.5, KEYWORD_FIRST - 0.25 * position))
    })
  }

  const built = new Map<string, EmojiMatch[]>()
  for (const [keyword, perEmoji] of scores) {
    const ranked = [...perEmoji]
      .map(([emoji, { best, seen }]) => ({ emoji, score: best + AGREEMENT * (seen - 1) }))
      .sort((a, b) => b.score - a.score || (order.get(a.emoji) ?? 0) - (order.get(b.emoji) ?? 0))
      .slice(0, KEPT_PER_KEYWORD)
    built.set(keyword, ranked)
  }
  return built
}

/**
 * Emoji for a lower-case keyword or two-word phrase, best first. The index (about 5,000
 * keywords from emojibase's English labels and tags and emojilib's keywords) is built on
 * first use and kept.
 */
export function emojiForKeyword(keyword: string): readonly EmojiMatch[] {
  index ??= buildIndex()
  return index.get(keyword) ?? []
}
