export interface ScoreMeterProps {
  label: string
  /** 0–100. */
  value: number
  valueText: string
  /** The bar's fill; a gauge shows a marker on a gradient instead. */
  variant?: 'bar' | 'gauge'
}

/** A 0–100 reading drawn as a bar (clarity) or a cold-to-hot gauge (emotional temperature). */
export function ScoreMeter({ label, value, valueText, variant = 'bar' }: ScoreMeterProps) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be drawn as a gauge with a marker.
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={`relative mt-3 h-3 w-full rounded-full ${
        variant === 'gauge' ? 'bg-linear-to-r from-sky-500 via-amber-400 to-red-600' : 'bg-slate-200'
      }`}
    >
      {variant === 'gauge' ? (
        <span
          aria-hidden="true"
          className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-3 border-white bg-slate-900 shadow"
          style={{ left: `${clamped}%` }}
        />
      ) : (
        <span
          aria-hidden="true"
          className="block h-full rounded-full bg-linear-to-r from-brand-600 to-accent-600"
          style={{ width: `${clamped}%` }}
        />
      )}
    </div>
  )
}
