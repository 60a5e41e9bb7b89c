import type { ReactNode } from 'react'

export const panelClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

/** One titled panel of the subscription screen. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `subscription-${title.toLowerCase().replaceAll(' ', '-')}`
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export interface DetailRow {
  label: string
  value: string
}

/** A panel of the subscription's details: label and value per row. */
export function DetailSection({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <Panel title={title}>
      <dl className="mt-4 flex flex-col gap-3">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="font-medium break-words text-slate-900 sm:text-right">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  )
}
