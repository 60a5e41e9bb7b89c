export interface SpinnerProps {
  label: string
  className?: string
}

export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className="font-medium text-slate-700">{label}</span>
    </div>
  )
}
