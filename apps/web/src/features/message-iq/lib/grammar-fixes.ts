import type { GrammarProblem } from '@tipsy/contracts'

/** A checked text and the problems still open in it; spans point into `text`. */
export interface GrammarState {
  text: string
  problems: GrammarProblem[]
}

/** A fix is unambiguous when there is exactly one replacement ("Fix all" applies only those). */
export const isUnambiguous = (problem: GrammarProblem) => problem.replacements.length === 1

/**
 * The text with `replacement` put in place of `problem`, and the other problems moved by the
 * change in length (one that overlapped the replaced words is gone with them).
 */
export function applyFix(state: GrammarState, problem: GrammarProblem, replacement: string): GrammarState {
  const { start, end } = problem.span
  const shift = replacement.length - (end - start)
  const text = state.text.slice(0, start) + replacement + state.text.slice(end)
  const problems = state.problems
    .filter((other) => other !== problem && (other.span.end <= start || other.span.start >= end))
    .map((other) =>
      other.span.start >= end
        ? { ...other, span: { start: other.span.start + shift, end: other.span.end + shift } }
        : other,
    )
  return { text, problems }
}

/** Every unambiguous fix applied, last first so the earlier spans stay where they are. */
export function applyAllFixes(state: GrammarState): GrammarState {
  const fixable = state.problems.filter(isUnambiguous).sort((a, b) => b.span.start - a.span.start)
  return fixable.reduce(
    (current, problem) =>
      current.problems.includes(problem)
        ? applyFix(current, problem, problem.replacements[0] ?? '')
        : current,
    state,
  )
}

export interface TextPiece {
  text: string
  problem: GrammarProblem | null
}

/** The text cut into plain pieces and problem pieces, in order (overlapping problems: the first wins). */
export function textPieces(state: GrammarState): TextPiece[] {
  const pieces: TextPiece[] = []
  let at = 0
  for (const problem of [...state.problems].sort((a, b) => a.span.start - b.span.start)) {
    if (problem.span.start < at || problem.span.end > state.text.length) continue
    if (problem.span.start > at)
      pieces.push({ text: state.text.slice(at, problem.span.start), problem: null })
    pieces.push({ text: state.text.slice(problem.span.start, problem.span.end), problem })
    at = problem.span.end
  }
  if (at < state.text.length) pieces.push({ text: state.text.slice(at), problem: null })
  return pieces
}
