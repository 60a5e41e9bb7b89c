import type { GrammarProblem } from '@tipsy/contracts'
import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import type { GrammarCheck } from '../hooks/use-grammar'
import { isUnambiguous, textPieces } from '../lib/grammar-fixes'

const kindLabel: Record<GrammarProblem['kind'], string> = {
  spelling: 'Spelling',
  grammar: 'Grammar',
  punctuation: 'Punctuation',
  word_choice: 'Word choice',
  style: 'Text-speak',
}

const problemKey = (problem: GrammarProblem) => `${problem.span.start}-${problem.span.end}-${problem.text}`

/** One problem: its words, what is wrong, and a button per replacement (one click applies it). */
function ProblemItem({
  problem,
  itemId,
  disabled,
  onApply,
}: {
  problem: GrammarProblem
  itemId: string
  disabled: boolean
  onApply: (problem: GrammarProblem, replacement: string) => void
}) {
  return (
    <li
      id={itemId}
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-slate-900">“{problem.text}”</span>{' '}
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {kindLabel[problem.kind]}
        </span>
        <span className="mt-0.5 block">{problem.message}</span>
      </p>
      {problem.replacements.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {problem.replacements.map((replacement) => (
            <Button
              key={replacement}
              variant="secondary"
              disabled={disabled}
              onClick={() => onApply(problem, replacement)}
              aria-label={`Replace “${problem.text}” with “${replacement}”`}
            >
              {replacement}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  )
}

/**
 * Spelling and grammar (docs/decisions/0011): the checked message with each problem underlined —
 * each underline a button that takes the keyboard to its explanation and fixes — the list of
 * problems with one-click fixes, and "Fix all" for every unambiguous one. A partial check (the
 * server answered without all of harper's part) says so rather than "no problems", and offers to
 * check again.
 */
export function GrammarPanel({ grammar }: { grammar: GrammarCheck }) {
  const baseId = useId()
  const itemId = (problem: GrammarProblem) => `${baseId}-${problemKey(problem)}`
  const { state, stale } = grammar
  const partial = grammar.partial !== null && !grammar.checking && !grammar.failed
  const fixable = state?.problems.filter(isUnambiguous).length ?? 0

  const focusProblem = (problem: GrammarProblem) => {
    const item = document.getElementById(itemId(problem))
    const target = item?.querySelector<HTMLButtonElement>('button:not([disabled])') ?? item
    target?.focus()
  }

  let body: React.ReactNode
  if (grammar.checking) {
    body = <Spinner label="Checking spelling and grammar..." className="py-4" />
  } else if (grammar.failed) {
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
        <p>Spelling and grammar could not be checked.</p>
        <Button variant="secondary" onClick={grammar.retry}>
          Try again
        </Button>
      </div>
    )
  } else if (!state) {
    body = null
  } else if (state.problems.length === 0) {
    body = partial ? null : <p className="text-sm text-slate-800">No spelling or grammar problems found.</p>
  } else {
    body = (
      <>
        <p
          data-testid="grammar-text"
          className="rounded-xl bg-white p-3 text-base leading-8 break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
        >
          {textPieces(state).map((piece, index) =>
            piece.problem ? (
              <button
                key={problemKey(piece.problem)}
                type="button"
                data-grammar-problem={piece.problem.kind}
                aria-describedby={itemId(piece.problem)}
                onClick={() => piece.problem && focusProblem(piece.problem)}
                className="inline cursor-pointer rounded-sm underline decoration-red-600 decoration-wavy decoration-2 underline-offset-4 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {piece.text}
              </button>
            ) : (
              // Pieces never move while this text is shown: a fix renders a new text.
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the piece's place in this text
              <span key={index}>{piece.text}</span>
            ),
          )}
        </p>
        {stale ? (
          <p role="status" className="text-sm text-amber-900">
            Your message changed since this check. Analyze it again to check the new text.
          </p>
        ) : null}
        <ul className="flex flex-col gap-2" aria-label="Spelling and grammar problems">
          {state.problems.map((problem) => (
            <ProblemItem
              key={problemKey(problem)}
              problem={problem}
              itemId={itemId(problem)}
              disabled={stale}
              onApply={grammar.apply}
            />
          ))}
        </ul>
      </>
    )
  }

  const count = state && !grammar.checking && !grammar.failed ? state.problems.length : 0
  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      aria-busy={grammar.checking}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${baseId}-heading`} className="text-lg font-bold text-slate-900">
          Spelling and grammar {count > 0 ? <span className="text-slate-600">({count})</span> : null}
        </h3>
        {fixable > 0 && !grammar.checking ? (
          <Button variant="secondary" onClick={grammar.fixAll} disabled={stale}>
            Fix all ({fixable})
          </Button>
        ) : null}
      </div>
      {body}
      {partial ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="status" className="text-amber-900">
            Spelling check was partial — try again in a moment.
          </p>
          <Button variant="secondary" onClick={grammar.retry}>
            Check again
          </Button>
        </div>
      ) : null}
    </section>
  )
}
