import type { Lint, LocalLinter } from 'harper.js'
import type { FoundProblem } from './confusion-rules'
import { isAcceptedWord, type Register } from './text-speak'

/**
 * harper.js (offline grammar and spelling checker compiled to WASM). Its set-up takes seconds
 * (the dictionary is decompressed and the rules built), so one linter serves the whole process
 * and the module itself is imported only when the first check (or the warm-up) asks for it.
 */
let linter: Promise<LocalLinter> | null = null

export function harperLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    const [{ LocalLinter, Dialect }, { binaryInlined }] = await Promise.all([
      import('harper.js'),
      import('harper.js/binaryInlined'),
    ])
    // British spelling is the house dialect; American variants are accepted below.
    const created = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British })
    await created.setup()
    return created
  })()
  linter.catch(() => {
    linter = null
  })
  return linter
}

/**
 * harper's lints, or null when it failed on this text (a WASM panic leaves the instance unusable,
 * so the next check builds a new one): the caller answers with our own rules alone.
 */
export async function lintOrNull(text: string): Promise<Lint[] | null> {
  const harper = await harperLinter()
  try {
    return await harper.lint(text, { language: 'plaintext' })
  } catch {
    linter = null
    return null
  }
}

/** Everything harper reports, untouched: the baseline the eval prints beside our figures. */
export async function rawHarperLints(text: string): Promise<Lint[]> {
  return (await harperLinter()).lint(text, { language: 'plaintext' })
}

/**
 * The lint kinds that are errors; the others are style or taste ("road map", "okay", "thru").
 * A chat's fragments ("work was wild today") are not grammar errors either.
 */
const ERRORS = new Set([
  'Spelling',
  'Typo',
  'Agreement',
  'Miscellaneous',
  'Repetition',
  'Capitalization',
  'Grammar',
  'Eggcorn',
  'Malapropism',
])
const NOT_IN_CHATS = new Set(['Grammar'])

const KIND: Record<string, FoundProblem['kind']> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Capitalization: 'spelling',
  Punctuation: 'punctuation',
  Eggcorn: 'word_choice',
  Malapropism: 'word_choice',
}

const PREFIXES = ['mis', 're', 'un', 'pre', 'over', 'under', 'co', 'non', 'sub', 'out', 'de', 'dis', 'in']

/** British and American spellings of one word: "finalise/finalize", "neighbour/neighbor", "centre/center". */
function isRegionalVariant(word: string, suggestions: readonly string[]): boolean {
  const lower = word.toLowerCase()
  const variants = [
    lower.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1'),
    lower.replace(/iz(e|es|ed|ing|ation|ations)$/, 'is$1'),
    lower.replace(/our/, 'or'),
    lower.replace(/or(s|ed|ing)?$/, 'our$1'),
    lower.replace(/tre(s)?$/, 'ter$1'),
    lower.replace(/ter(s)?$/, 'tre$1'),
    lower.replace(/yse(s|d)?$/, 'yze$1'),
    lower.replace(/ll(ed|ing|er)$/, 'l$1'),
    lower.replace(/l(ed|ing|er)$/, 'll$1'),
    lower.replace(/ogue$/, 'og'),
  ]
  const suggested = new Set(suggestions.map((suggestion) => suggestion.toLowerCase()))
  return variants.some((variant) => variant !== lower && suggested.has(variant))
}

const sentenceStart = (text: string, start: number) => /(?:^|[.!?]\s+|\n\s*)$/.test(text.slice(0, start))

/**
 * Whether a spelling lint is about a word the writer meant: an acronym (EOD, SSO), a version
 * (v2), a name (Priya, Brightline), the use case's slang, a British or American variant, or
 * a prefixed form of a word harper knows ("misconfigured").
 */
function isIntendedWord(
  word: string,
  start: number,
  text: string,
  suggestions: readonly string[],
  register: Register,
) {
  if (/\d/.test(word) || isAcceptedWord(word, register)) return true
  if (word.length >= 2 && word === word.toUpperCase()) return true
  if (/^\p{Lu}/u.test(word) && !sentenceStart(text, start)) return true
  if (isRegionalVariant(word, suggestions)) return true
  const lower = word.toLowerCase()
  // A day or month written in lower case is how a chat writes it.
  if (register === 'casual' && suggestions.some((suggestion) => suggestion.toLowerCase() === lower))
    return true
  const suggested = new Set(suggestions.map((suggestion) => suggestion.toLowerCase()))
  return PREFIXES.some((prefix) => lower.startsWith(prefix) && suggested.has(lower.slice(prefix.length)))
}

/** harper's lints that are errors in this register, as our problems. */
export function harperProblems(text: string, lints: readonly Lint[], register: Register): FoundProblem[] {
  const problems: FoundProblem[] = []
  for (const lint of lints) {
    const kind = lint.lint_kind()
    if (!ERRORS.has(kind) || (register === 'casual' && NOT_IN_CHATS.has(kind))) continue
    // harper.js gives its spans in UTF-16 code units already, like JavaScript's string indices.
    const { start, end } = lint.span()
    const word = text.slice(start, end)
    const replacements = lint.suggestions().map((suggestion) => suggestion.get_replacement_text())
    if (kind === 'Capitalization') {
      // A chat writes "i" and lower-case sentences on purpose; harper also "lowers" some capitals.
      if (
        register === 'casual' ||
        replacements.every((replacement) => replacement === replacement.toLowerCase())
      )
        continue
    }
    // Guesses about a missing word ("may be missing a preposition") misread chat shorthand.
    if (lint.message().startsWith('You may be missing')) continue
    // "a.m.", "e.g.": letters of an abbreviation, not words.
    if (/(?:^|[^\p{L}])\p{L}\.\p{L}\./u.test(text.slice(Math.max(0, start - 2), end + 3))) continue
    if ((kind === 'Spelling' || kind === 'Typo') && isIntendedWord(word, start, text, replacements, register))
      continue
    problems.push({
      kind: KIND[kind] ?? 'grammar',
      start,
      end,
      message: lint.message().replace(/`/g, '"'),
      replacements: [...new Set(replacements)].slice(0, 3),
    })
  }
  return problems
}
