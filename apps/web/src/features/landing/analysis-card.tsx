import type { DemoAnalysis } from '~/content/landing'

const rows: readonly { key: keyof DemoAnalysis; label: string }[] = [
  { key: 'tone', label: 'Tone' },
  { key: 'sentiment', label: 'Sentiment' },
  { key: 'impact', label: 'Impact' },
]

/** The demo's fixed analysis of the chosen tone. */
export function AnalysisCard({ analysis, id }: { analysis: DemoAnalysis; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span aria-hidden="true">🧠</span> Analysis
      </h3>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="text-right font-semibold text-slate-900">{analysis[row.key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
