import type { Analysis } from '@tipsy/contracts'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { paths } from '~/config/paths'
import { ApiError, canRetry } from '~/lib/api-client'
import { humanize } from '~/lib/message-labels'
import { plural } from '~/lib/plural'
import { reveal } from '~/lib/reveal'
import { useDemoAnalysis } from './api/analyze-demo-message'

const signUpLink = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'

const severityBadge = {
  high: 'bg-red-700 text-white',
  medium: 'bg-amber-800 text-white',
  low: 'bg-sky-700 text-white',
} as const

/** MessageIQ's whole reading, small: four scores, the red flags and the insights. */
function Reading({ analysis }: { analysis: Analysis }) {
  const { tone, sentiment, clarity, emotional_temperature: temperature } = analysis.scores
  const scores = [
    { label: 'Tone', value: humanize(tone.value) },
    { label: 'Sentiment', value: humanize(sentiment.label) },
    { label: 'Clarity', value: `${Math.round(clarity.score)}%` },
    { label: 'Temperature', value: `${Math.round(temperature.value)}° ${humanize(temperature.label)}` },
  ]
  const flags = analysis.red_flags
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2">
        {scores.map((score) => (
          <div key={score.label} className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{score.label}</dt>
            <dd className="mt-1 font-bold break-words text-slate-900">{score.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{tone.description}</p>
      <div>
        <h5 className="text-sm font-bold text-slate-900">
          {flags.length === 0 ? 'No red flags' : `Red flags (${flags.length})`}
        </h5>
        {flags.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-2">
            {flags.map((flag, index) => (
              <li key={`${flag.type}-${flag.span?.start ?? index}`} className="text-sm text-slate-800">
                <span
                  className={`mr-2 rounded-full px-2 py-0.5 text-xs font-bold uppercase ${severityBadge[flag.severity]}`}
                >
                  {flag.severity}
                </span>
                <span className="font-semibold">{humanize(flag.type)}</span> — {flag.description}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {analysis.insights.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800">
          {analysis.insights.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-slate-700">
        Want rewrites that fix it?{' '}
        <Link to={paths.login.path} className={signUpLink}>
          Sign up free
        </Link>{' '}
        for MessageIQ.
      </p>
    </div>
  )
}

/** What went wrong (the server's `detail` when it gave one); a spent allowance points to signing up. */
function Failure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const overLimit = error instanceof ApiError && error.status === 429
  return (
    <Alert onRetry={canRetry(error) ? onRetry : undefined}>
      <p>{error instanceof ApiError ? error.detail : 'Failed to analyze message. Please try again.'}</p>
      {overLimit ? (
        <p className="mt-1">
          <Link to={paths.login.path} className={signUpLink}>
            Sign up free
          </Link>
        </p>
      ) : null}
    </Alert>
  )
}

/** The wait, drawn only: the live region beside it says it in words. */
function ReadingYourMessage() {
  return (
    <div aria-hidden="true" className="flex items-center justify-center gap-3 py-6">
      <span className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-700 motion-reduce:animate-none" />
      <span className="font-medium text-slate-700">Reading your message...</span>
    </div>
  )
}

/** The live demo's answer about the message the visitor asked about (loaded on first use). */
export function OwnMessageAnalysis({ message }: { message: string }) {
  const { data, error, isFetching, refetch } = useDemoAnalysis(message)
  const heading = useRef<HTMLHeadingElement>(null)

  // The answer lands below the box: bring it into view once it is there.
  useEffect(() => {
    if (data) reveal(heading.current)
  }, [data])

  const failed = error !== null && !isFetching
  const status = failed
    ? ''
    : data
      ? `Analysis ready: ${humanize(data.scores.tone.value)}, ${plural(data.red_flags.length, 'red flag')}.`
      : 'Reading your message...'
  return (
    <div>
      <p className="sr-only" role="status">
        {status}
      </p>
      {failed ? (
        <Failure error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <section aria-labelledby="own-message-analysis-heading">
          <h4
            id="own-message-analysis-heading"
            ref={heading}
            className="mb-3 scroll-mt-24 text-base font-bold text-slate-900"
          >
            What MessageIQ reads
          </h4>
          <Reading analysis={data} />
        </section>
      ) : (
        <ReadingYourMessage />
      )}
    </div>
  )
}
