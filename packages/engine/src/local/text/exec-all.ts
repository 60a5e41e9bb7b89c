/**
 * Every match of a global pattern, like `[...text.matchAll(pattern)]` but run on the pattern
 * itself: `matchAll` runs a copy, and once the engine's cache of compiled patterns is cleared
 * (any full garbage collection) each copy of a long pattern is compiled again, which made the
 * analysis several times slower on a busy process. All matches are collected before returning,
 * so a shared pattern's `lastIndex` is never seen half-way by another caller.
 */
export function execAll(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global)
    throw new TypeError(`execAll needs a global pattern: /${pattern.source}/${pattern.flags}`)
  const matches: RegExpExecArray[] = []
  pattern.lastIndex = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match)
    if (match[0] === '') pattern.lastIndex++
  }
  pattern.lastIndex = 0
  return matches
}
