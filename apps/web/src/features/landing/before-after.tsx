import { beforeAfterExamples } from '~/content/landing'

/** Real rewrites side by side: what people send, and what Tipsy suggests instead. */
export function BeforeAfter() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {beforeAfterExamples.map((example) => (
        <li
          key={example.context}
          className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h3 className="text-lg font-bold text-slate-900">{example.context}</h3>
          <p className="mt-4 text-xs font-semibold tracking-wide text-red-800 uppercase">Before</p>
          <p className="mt-1 rounded-xl bg-red-50 px-4 py-3 text-slate-800 ring-1 ring-red-100">
            {example.before}
          </p>
          <p className="mt-4 text-xs font-semibold tracking-wide text-emerald-800 uppercase">After</p>
          <p className="mt-1 rounded-xl bg-emerald-50 px-4 py-3 text-slate-800 ring-1 ring-emerald-100">
            {example.after}
          </p>
          <p className="mt-4 text-sm text-slate-600">{example.why}</p>
        </li>
      ))}
    </ul>
  )
}
