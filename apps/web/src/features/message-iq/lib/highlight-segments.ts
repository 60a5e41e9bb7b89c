import type { RedFlag } from '@tipsy/contracts'

export type Severity = RedFlag['severity']

export const severities: readonly Severity[] = ['high', 'medium', 'low']

export interface TextSegment {
  text: string
  /** The flags whose spans cover this segment; empty for plain text. */
  flags: RedFlag[]
}

interface Range {
  start: number
  end: number
  flags: RedFlag[]
}

/** The flag's [start, end) in `text`: its span, else the first place its quoted text occurs. */
function rangeOf(flag: RedFlag, text: string): Range | null {
  let start = flag.span?.start
  let end = flag.span?.end
  if ((start === undefined || end === undefined) && flag.text) {
    const at = text.toLowerCase().indexOf(flag.text.toLowerCase())
    if (at !== -1) {
      start = at
      end = at + flag.text.length
    }
  }
  if (start === undefined || end === undefined) return null
  start = Math.max(0, start)
  end = Math.min(text.length, end)
  return end > start ? { start, end, flags: [flag] } : null
}

/**
 * Splits the analysed text into plain and flagged segments. Overlapping or touching spans merge
 * into one segment that carries every flag involved, so each word is marked at most once.
 */
export function highlightSegments(text: string, flags: readonly RedFlag[]): TextSegment[] {
  const ranges = flags
    .map((flag) => rangeOf(flag, text))
    .filter((range): range is Range => range !== null)
    .sort((a, b) => a.start - b.start || a.end - b.end)

  const merged: Range[] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end)
      last.flags.push(...range.flags)
    } else {
      merged.push({ ...range, flags: [...range.flags] })
    }
  }

  const segments: TextSegment[] = []
  let cursor = 0
  for (const range of merged) {
    if (range.start > cursor) segments.push({ text: text.slice(cursor, range.start), flags: [] })
    segments.push({ text: text.slice(range.start, range.end), flags: range.flags })
    cursor = range.end
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), flags: [] })
  return segments
}

/** The most serious severity among flags (they colour one merged mark). */
export function worstSeverity(flags: readonly RedFlag[]): Severity {
  return severities.find((severity) => flags.some((flag) => flag.severity === severity)) ?? 'low'
}
