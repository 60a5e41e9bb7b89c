export interface EmptyStateProps {
  emoji: string
  title: string
  text: string
}

/** What a list shows before it has anything in it. */
export function EmptyState({ emoji, title, text }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center">
      <span aria-hidden="true" className="text-4xl">
        {emoji}
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="text-slate-700">{text}</p>
    </div>
  )
}
