import type { Source } from './source'

/**
 * Requests are typed in lower case ("tell priya the bbq is on sunday at mark's"); messages are
 * not. The words of the request that are names, days, months, holidays or places, in the case a
 * message writes them. Months that are also ordinary words ("may", "march") count only beside a
 * number or after "in"/"by"/"until".
 */
const ALWAYS: Record<string, string> = Object.fromEntries(
  [
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
    'Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun',
    'January February April June July August September October November December',
    'Jan Feb Apr Jun Jul Aug Sep Sept Oct Nov Dec',
    'Christmas Xmas Easter Eid Diwali Hanukkah Thanksgiving Ramadan Halloween Passover Holi Valentine',
  ]
    .join(' ')
    .split(' ')
    .map((word) => [word.toLowerCase(), word]),
)
const AMBIGUOUS_MONTHS = new Set(['may', 'march'])
// Organisations only when the user wrote the capital ("visa" is not Visa Inc.).
const PROPER_TAGS = ['Person', 'FirstName', 'LastName', 'Place', 'City', 'Country', 'Region']
const NOT_NAMES = new Set(['i', 'bank', 'mum', 'mom', 'dad', 'date', 'will', 'may'])

export function properNouns(source: Source, readerName?: string): Map<string, string> {
  const found = new Map<string, string>()
  const add = (word: string) => {
    const lower = word.toLowerCase()
    if (!found.has(lower)) found.set(lower, word.charAt(0).toUpperCase() + word.slice(1))
  }
  for (const [index, word] of source.words.entries()) {
    const bare = word.lower.replace(/'s$/, '')
    // "mon-fri", "sat/sun": each day of a range.
    for (const piece of bare.split(/[-/–]/)) {
      const day = ALWAYS[piece]
      if (day) found.set(piece, day)
    }
    const always = ALWAYS[bare]
    if (always) {
      found.set(bare, always)
      continue
    }
    if (AMBIGUOUS_MONTHS.has(bare)) {
      const before = source.words[index - 1]?.lower ?? ''
      const after = source.words[index + 1]?.lower ?? ''
      if (
        /^\d/.test(before) ||
        /^\d/.test(after) ||
        /^(?:in|by|until|till|early|late|mid|since)$/.test(before)
      )
        add(bare)
      continue
    }
    if (NOT_NAMES.has(bare) || bare.length < 2 || !/^\p{L}+$/u.test(bare)) continue
    if (PROPER_TAGS.some((tag) => word.tags.has(tag)) && !word.tags.has('Pronoun')) add(bare)
  }
  for (const part of readerName?.split(/\s+/) ?? []) {
    if (/^\p{L}/u.test(part)) found.set(part.toLowerCase(), part)
  }
  return found
}

/** Number and day ranges take an en dash: "2–6", "4–15 August", "Mon–Fri" (not "016-2345678901"). */
export function dashRanges(text: string): string {
  return text
    .replace(
      /(?<![\d:.,/-])(\d{1,2}(?::\d{2})?(?:\s?[ap]m)?)-(\d{1,2}(?::\d{2})?(?:\s?[ap]m)?)(?![\d:/-])/gi,
      '$1–$2',
    )
    .replace(
      /\b(Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)-(Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)\b/g,
      '$1–$2',
    )
}

/** Restores the capitals of proper nouns written in lower case; words already capitalised are left. */
export function applyProperNouns(text: string, nouns: ReadonlyMap<string, string>): string {
  if (nouns.size === 0) return text
  return text.replace(
    /(?<![\p{L}\p{N}@#/])\p{Ll}[\p{Ll}]*(?![\p{L}\p{N}])/gu,
    (word) => nouns.get(word) ?? word,
  )
}
