import type { RedFlag } from '@tipsy/contracts'
import { humanize } from '~/lib/message-labels'
import { type Severity, severities } from '../lib/highlight-segments'

const severityStyles: Record<Severity, { label: string; badge: string; card: string }> = {
  high: { label: 'High', badge: 'bg-red-700 text-white', card: 'border-red-200 bg-red-50' },
  medium: { label: 'Medium', badge: 'bg-amber-800 text-white', card: 'border-amber-200 bg-amber-50' },
  low: { label: 'Low', badge: 'bg-sky-700 text-white', card: 'border-sky-200 bg-sky-50' },
}

/** Red flags grouped by severity, most serious first, each with what to do instead. */
export function RedFlagList({ flags }: { flags: readonly RedFlag[] }) {
  if (flags.length === 0) {
    return <p className="text-slate-700">No red flags found. Nice and clean! ✅</p>
  }
  return (
    <div className="flex flex-col gap-4">
      {severities.map((severity) => {
        const group = flags.filter((flag) => flag.severity === severity)
        if (group.length === 0) return null
        const style = severityStyles[severity]
        return (
          <section key={severity} aria-label={`${style.label} severity`}>
            <h4 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
              <span className={`rounded-full px-2 py-0.5 text-xs font-bold uppercase ${style.badge}`}>
                {style.label}
              </span>
              {group.length} {group.length === 1 ? 'flag' : 'flags'}
            </h4>
            <ul className="flex flex-col gap-2">
              {group.map((flag, index) => (
                <li
                  key={`${flag.type}-${flag.span?.start ?? index}`}
                  className={`rounded-xl border p-3 ${style.card}`}
                >
                  <p className="font-semibold text-slate-900">
                    {humanize(flag.type)}
                    {flag.text ? <span className="font-normal text-slate-700"> — “{flag.text}”</span> : null}
                  </p>
                  <p className="mt-1 text-sm text-slate-800">{flag.description}</p>
                  <p className="mt-1 text-sm text-slate-800">
                    <span className="font-semibold">Try instead: </span>
                    {flag.suggestion}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
