import { type GrammarProblem, MESSAGE_MAX_LENGTH, type UseCase } from '@tipsy/contracts'
import { checkGrammar, ruleProblems } from '../local/grammar/grammar-checker'

/**
 * Longer messages are rewritten as written: harper's lint of a hostile 2,000 characters alone
 * takes up to 220 ms, and the engine answers a whole call within 250 ms (engine.timing.test.ts).
 */
export const FIX_SPELLING_MAX_CHARS = 600

/** Problems a reader trips over; style advice is the writer's choice, not an error. */
const ERRORS: ReadonlySet<GrammarProblem['kind']> = new Set(['spelling', 'grammar', 'word_choice'])

async function errorsIn(text: string, useCase: UseCase): Promise<GrammarProblem[]> {
  const { problems } = await checkGrammar(text, useCase)
  return problems.filter((problem) => ERRORS.has(problem.kind))
}

/** The words of each spelling or grammar error in `text` (harper and our rules). */
export async function spellingProblems(text: string, useCase: UseCase): Promise<string[]> {
  return (await errorsIn(text, useCase)).map((problem) => problem.text)
}

/**
 * The same from our rules alone (confusions and text-speak), in microseconds: how the rules'
 * own drafts are checked, within the engine's time budget. A model's drafts get harper too.
 */
export async function ruleSpellingProblems(text: string, useCase: UseCase): Promise<string[]> {
  return ruleProblems(text, useCase)
    .filter((problem) => ERRORS.has(problem.kind))
    .map((problem) => problem.text)
}

/**
 * The replacement a typo most likely meant. Harper orders its suggestions by edit distance alone
 * ("sory" → "sore" before "sorry"); fingers mostly drop or fail to double a letter, so a
 * suggestion that only adds letters to the typo ("realy" → "really") wins, a doubled one first.
 */
function likeliestFix({ text, replacements }: GrammarProblem): string {
  const typo = text.toLowerCase()
  const onlyAdds = (word: string) => isSubsequence(typo, word.toLowerCase()) && word.length > typo.length
  const doubles = (word: string) =>
    onlyAdds(word) && word.length === typo.length + 1 && /(\p{L})\1/u.test(word.toLowerCase())
  return replacements.find(doubles) ?? replacements.find(onlyAdds) ?? (replacements[0] as string)
}

function isSubsequence(short: string, long: string): boolean {
  let at = 0
  for (const letter of long) if (letter === short[at]) at++
  return at === short.length
}

/**
 * `text` with every error that has a replacement fixed (the first replacement, as the grammar
 * check suggests it): a rewrite starts from the message the writer meant, typos gone.
 */
export async function fixSpelling(
  text: string,
  useCase: UseCase,
): Promise<{ text: string; fixedWords: string[] }> {
  if (text.length > FIX_SPELLING_MAX_CHARS) return { text, fixedWords: [] }
  const fixable = (await errorsIn(text, useCase))
    .filter((problem) => problem.replacements.length > 0)
    .sort((a, b) => b.span.start - a.span.start)
  let fixed = text
  let lastStart = Number.POSITIVE_INFINITY
  const fixedWords: string[] = []
  for (const problem of fixable) {
    // Overlapping problems: the later one was already replaced.
    if (problem.span.end > lastStart) continue
    fixed = fixed.slice(0, problem.span.start) + likeliestFix(problem) + fixed.slice(problem.span.end)
    lastStart = problem.span.start
    fixedWords.unshift(problem.text)
  }
  // A fix can lengthen the message past the limit it was checked against: then it stays as written.
  return fixed.length > MESSAGE_MAX_LENGTH ? { text, fixedWords: [] } : { text: fixed, fixedWords }
}
