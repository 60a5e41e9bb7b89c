import { type Analysis, clarityWithGrammar, type GrammarProblem } from '@tipsy/contracts'
import type { ReactNode } from 'react'
import { humanize } from '~/lib/message-labels'
import { HighlightedText } from './highlighted-text'
import { RedFlagList } from './red-flag-list'
import { ScoreMeter } from './score-meter'
import { StaleNote } from './stale-note'

function ScoreCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </div>
  )
}

const signed = (score: number) => `${score > 0 ? '+' : score < 0 ? '−' : ''}${Math.abs(score).toFixed(2)}`

/**
 * `children`: shown right under the analysed message (the spelling and grammar check).
 * `grammarProblems`: the check's open problems once it has answered; they count in clarity.
 * `stale`: the message changed since; the results stay readable but say they are out of date.
 */
export function AnalysisResults({
  analysis,
  text,
  grammarProblems,
  stale = false,
  children,
}: {
  analysis: Analysis
  text: string
  grammarProblems?: readonly GrammarProblem[]
  stale?: boolean
  children?: ReactNode
}) {
  const { tone, sentiment, clarity, emotional_temperature: temperature } = analysis.scores
  const clarityScore = grammarProblems ? clarityWithGrammar(clarity.score, grammarProblems) : clarity.score
  const clarityPercent = Math.round(clarityScore)
  const grammarCount = grammarProblems?.length ?? 0
  const flagCount = analysis.red_flags.length

  return (
    <section aria-labelledby="analysis-heading" className="flex flex-col gap-5">
      <h2 id="analysis-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold text-slate-900">
        Analysis
      </h2>
      {stale ? <StaleNote what="analysis" /> : null}

      <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">
          Your message
          {flagCount > 0 ? <span className="font-normal"> — flagged passages are highlighted</span> : null}
        </h3>
        <HighlightedText text={text} flags={analysis.red_flags} />
      </div>

      {children}

      <div className="grid gap-3 sm:grid-cols-2">
        <ScoreCard title="Tone">
          <p className="mt-1 text-lg font-bold text-slate-900">{humanize(tone.value)}</p>
          <p className="mt-1 text-sm text-slate-700">{tone.description}</p>
        </ScoreCard>
        <ScoreCard title="Sentiment">
          <p className="mt-1 text-lg font-bold text-slate-900">{humanize(sentiment.label)}</p>
          <p className="mt-1 text-sm text-slate-700">
            Score {signed(sentiment.score)} on a scale from −1 to +1
          </p>
        </ScoreCard>
        <ScoreCard title="Clarity">
          <p className="mt-1 text-lg font-bold text-slate-900">{clarityPercent}%</p>
          <ScoreMeter label="Clarity" value={clarityScore} valueText={`${clarityPercent}%`} />
          {grammarCount > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              Includes {grammarCount} spelling or grammar {grammarCount === 1 ? 'problem' : 'problems'}
            </p>
          ) : null}
        </ScoreCard>
        <ScoreCard title="Emotional temperature">
          <p className="mt-1 text-lg font-bold text-slate-900">
            {Math.round(temperature.value)}°{' '}
            <span className="font-semibold">{humanize(temperature.label)}</span>
          </p>
          <ScoreMeter
            label="Emotional temperature"
            variant="gauge"
            value={temperature.value}
            valueText={`${Math.round(temperature.value)} out of 100, ${temperature.label}`}
          />
        </ScoreCard>
      </div>

      <section aria-labelledby="red-flags-heading">
        <h3 id="red-flags-heading" className="mb-3 text-lg font-bold text-slate-900">
          Red flags {flagCount > 0 ? <span className="text-slate-600">({flagCount})</span> : null}
        </h3>
        <RedFlagList flags={analysis.red_flags} />
      </section>

      {analysis.insights.length > 0 ? (
        <section aria-labelledby="insights-heading">
          <h3 id="insights-heading" className="mb-2 text-lg font-bold text-slate-900">
            Insights
          </h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
            {analysis.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  )
}
