export interface StatTileProps {
  label: string
  value: string | number
  emoji: string
}

export function StatTile({ label, value, emoji }: StatTileProps) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span aria-hidden="true">{emoji}</span>
        {label}
      </dt>
      <dd className="text-2xl font-bold break-words text-slate-900 first-letter:uppercase">{value}</dd>
    </div>
  )
}
