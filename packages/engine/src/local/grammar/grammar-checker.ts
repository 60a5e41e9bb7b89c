import type { GrammarProblem, GrammarResponse, UseCase } from '@tipsy/contracts'
import { EngineError } from '../../engine'
import { assertAnalysable } from '../analyze/input'
import { execAll } from '../text/exec-all'
import { type FoundProblem, findConfusions } from './confusion-rules'
import { fullWordList } from './english-word-list'
import { harperProblems } from './harper-lints'
import { harperReady, lintText } from './harper-worker'
import { loadOtherLanguageWords } from './other-languages'
import { type Register, registerOf, textSpeakReplacements } from './text-speak'

const WORD = /(?<![\p{L}\p{N}'’/])(w\/o|w\/|b\/c|[\p{L}\p{N}]+)(?![\p{L}\p{N}'’])/gu
/** "2" is text-speak for "to" only after the verbs it follows ("looking forward 2 working"). */
const TWO_FOR_TO =
  /\b(?:forward|want|need|going|have|got|talk|speak|listen|go|come|back|up|able|like|love)\s+(?<x>2)\s+(?=[a-z])/dgi

const SPELT_OUT: Record<Register, string> = {
  casual: '',
  neutral: 'spelt out, it reads well to anyone.',
  formal: 'a work e-mail spells it out.',
}

/** Text-speak outside a chat, with the standard words. */
function findTextSpeak(text: string, register: Register): FoundProblem[] {
  if (register === 'casual') return []
  const problems: FoundProblem[] = []
  for (const match of execAll(text, WORD)) {
    const word = match[0]
    const replacements = textSpeakReplacements(word, register)
    if (!replacements) continue
    const start = match.index
    const capital = /^\p{Lu}/u.test(word)
    problems.push({
      kind: 'style',
      start,
      end: start + word.length,
      message: `"${word}" is text-speak; ${SPELT_OUT[register]}`,
      replacements: replacements.map((replacement) =>
        capital ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement,
      ),
    })
  }
  for (const match of execAll(text, TWO_FOR_TO)) {
    const span = match.indices?.groups?.x
    if (span) {
      problems.push({
        kind: 'style',
        start: span[0],
        end: span[1],
        message: `"2" for "to" is text-speak; ${SPELT_OUT[register]}`,
        replacements: ['to'],
      })
    }
  }
  return problems
}

const overlaps = (a: FoundProblem, b: FoundProblem) => a.start < b.end && b.start < a.end

/** Our own findings first (their replacements are specific); harper's where they do not overlap ours. */
function merge(ours: FoundProblem[], harpers: FoundProblem[]): FoundProblem[] {
  const kept: FoundProblem[] = []
  for (const problem of [...ours, ...harpers]) {
    if (!kept.some((other) => overlaps(other, problem))) kept.push(problem)
  }
  return kept.sort((a, b) => a.start - b.start)
}

const toContract =
  (text: string) =>
  (problem: FoundProblem): GrammarProblem => ({
    kind: problem.kind,
    text: text.slice(problem.start, problem.end),
    span: { start: problem.start, end: problem.end },
    message: problem.message,
    replacements: problem.replacements.filter(
      (replacement) => replacement !== text.slice(problem.start, problem.end),
    ),
  })

/** The problems only our rules find: synchronous and fast, without harper. */
export function ruleProblems(text: string, useCase: UseCase): GrammarProblem[] {
  const register = registerOf(useCase)
  return merge([...findConfusions(text, register), ...findTextSpeak(text, register)], []).map(
    toContract(text),
  )
}

export interface GrammarCheckOptions {
  /** Who asks (e.g. "POST /messages/grammar"): named when harper's worker is replaced during the check. */
  caller?: string
  /** See LintOptions: whether a check before harper's first set-up waits for it (default). */
  waitForSetup?: boolean
}

/**
 * Grammar and spelling for one message: harper's lints that are errors in the use case's register
 * (slang is fine in a chat, not in a work e-mail) and our rules for the confusions harper misses.
 * Each problem has its span in the message, a short explanation and its replacements (none when
 * the fix is the writer's to choose). A check that lacks some or all of harper's part says why in
 * `partial`. Throws EngineError('invalid_input') like the analysis.
 */
export async function checkGrammar(
  text: string,
  useCase: UseCase,
  options: GrammarCheckOptions = {},
): Promise<GrammarResponse> {
  assertAnalysable(text)
  const register = registerOf(useCase)
  const harper = await lintText(text, options).catch((error: unknown) => {
    throw new EngineError('unavailable', 'The grammar checker could not start. Please try again.', {
      cause: error,
    })
  })
  const ours = [...findConfusions(text, register), ...findTextSpeak(text, register)]
  const problems = merge(ours, harperProblems(text, harper.lints, register)).map(toContract(text))
  return harper.shortfall ? { problems, partial: { reason: harper.shortfall } } : { problems }
}

/**
 * Starts harper's set-up (seconds) in the background and loads the word lists, so the first
 * check waits for neither.
 */
export async function warmUpGrammar(): Promise<void> {
  const harper = harperReady()
  fullWordList()
  loadOtherLanguageWords()
  await harper
}
