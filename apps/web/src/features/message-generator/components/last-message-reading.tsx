import type { Analysis, RedFlag } from '@tipsy/contracts'
import { humanize } from '~/lib/message-labels'

const severityOrder: RedFlag['severity'][] = ['high', 'medium', 'low']
const severityBadge: Record<RedFlag['severity'], string> = {
  high: 'bg-red-700 text-white',
  medium: 'bg-amber-800 text-white',
  low: 'bg-sky-700 text-white',
}

function Reading({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  )
}

/**
 * How their last message reads — MessageIQ's reading of it — and what in it is aimed at the
 * user (pressure, guilt, a scam), so the reply can be chosen knowing it.
 */
export function LastMessageReading({ message, analysis }: { message: string; analysis: Analysis }) {
  const { tone, sentiment, emotional_temperature: temperature } = analysis.scores
  const flags = [...analysis.red_flags].sort(
    (a, b) => severityOrder.indexOf(a.severity) - severityOrder.indexOf(b.severity),
  )
  return (
    <section
      aria-labelledby="last-message-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="last-message-heading" className="text-base font-bold text-slate-900">
        How their last message reads
      </h3>
      <blockquote className="whitespace-pre-line rounded-2xl bg-slate-100 px-3 py-2 text-slate-900">
        {message}
      </blockquote>
      {/* Tiles wrap before a label outgrows one ("TEMPERATURE" in a narrow column). */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-2">
        <Reading term="Tone" value={humanize(tone.value)} />
        <Reading term="Sentiment" value={humanize(sentiment.label)} />
        <Reading term="Temperature" value={`${temperature.value}° ${temperature.label}`} />
      </dl>
      <p className="text-sm text-slate-700">{tone.description}</p>
      {flags.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing in it pressures, guilt-trips or tricks you. ✅</p>
      ) : (
        <ul aria-label="Red flags in their message" className="flex flex-col gap-2">
          {flags.map((flag, index) => (
            <li
              key={`${flag.type}-${flag.span?.start ?? index}`}
              className="rounded-xl border border-slate-200 p-3"
            >
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold uppercase ${severityBadge[flag.severity]}`}
                >
                  {flag.severity}
                </span>
                {humanize(flag.type)}
                {flag.text ? <span className="font-normal text-slate-700">— “{flag.text}”</span> : null}
              </p>
              <p className="mt-1 text-sm text-slate-800">{flag.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
