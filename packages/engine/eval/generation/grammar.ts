import { type Lint, LocalLinter } from 'harper.js'
import { binaryInlined } from 'harper.js/binaryInlined'

/**
 * harper.js (offline grammar and spelling checker, WASM) over generated text. Set up once per
 * process (≈ 4 s). Names and words the user typed are added to its dictionary per call, so a
 * name ("Aoife") or the user's own product word ("Nandos") is not an error of ours, while a
 * word we wrote wrong still is.
 */
let linter: LocalLinter | null = null

async function ready(): Promise<LocalLinter> {
  if (!linter) {
    linter = new LocalLinter({ binary: binaryInlined })
    await linter.setup()
  }
  return linter
}

export interface GrammarProblem {
  kind: string
  text: string
  message: string
}

function describe(lint: Lint): GrammarProblem {
  return { kind: lint.lint_kind(), text: lint.get_problem_text(), message: lint.message() }
}

const found = new Map<string, GrammarProblem[]>()

/**
 * Every problem harper finds in the text. Answers are kept for the process: the baselines write
 * the same sentence thousands of times (the template engine's 12,810 messages are 7,234 texts).
 */
export async function grammarProblems(text: string): Promise<GrammarProblem[]> {
  const known = found.get(text)
  if (known) return known
  const problems = (await (await ready()).lint(text)).map(describe)
  found.set(text, problems)
  return problems
}

/** The problems that are not about a word the user typed (a name, their own spelling of a place). */
export function notAboutUserWords(
  problems: readonly GrammarProblem[],
  userWords: readonly string[],
): GrammarProblem[] {
  const known = new Set(userWords.map((word) => word.toLowerCase()))
  return problems.filter((problem) => {
    const words = problem.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’-]+/u)
      .filter(Boolean)
    const aboutUserWord = words.length > 0 && words.every((word) => known.has(word))
    return !(
      aboutUserWord &&
      ['Spelling', 'Capitalization', 'Typo', 'WordChoice', 'Regionalism'].includes(problem.kind)
    )
  })
}
