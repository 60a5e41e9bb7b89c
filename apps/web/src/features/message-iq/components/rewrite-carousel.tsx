import type { Rewrite } from '@tipsy/contracts'
import { type KeyboardEvent, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { UncheckedNote } from '~/components/ui/unchecked-note'
import { humanize } from '~/lib/message-labels'
import { StaleNote } from './stale-note'

export interface RewriteCarouselProps {
  rewrites: readonly Rewrite[]
  /** The message changed since these were written: they are marked, and Copy is refused. */
  stale?: boolean
  onCopy: (rewrite: Rewrite) => void
}

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40'

/** One rewrite at a time (docs/product.md §4: starts at 0; previous disabled on the first, next on the last). */
export function RewriteCarousel({ rewrites, stale = false, onCopy }: RewriteCarouselProps) {
  const [index, setIndex] = useState(0)
  const count = rewrites.length
  const current = rewrites[Math.min(index, count - 1)]
  if (!current) return null

  const go = (next: number) => setIndex(Math.min(count - 1, Math.max(0, next)))
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'ArrowRight') go(index + 1)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="rewrites-heading"
      onKeyDown={onKeyDown}
      className="flex flex-col gap-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="rewrites-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold text-slate-900">
          Rewrites
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={arrowClass}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label="Previous rewrite"
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className={arrowClass}
            onClick={() => go(index + 1)}
            disabled={index >= count - 1}
            aria-label="Next rewrite"
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>

      {stale ? <StaleNote what="rewrites" /> : null}

      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group. */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}: ${humanize(current.style)}`}
        aria-live="polite"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-bold text-brand-800">{humanize(current.style)}</h3>
          <span className="text-sm text-slate-600">{current.character_count} characters</span>
        </div>
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-900">{current.text}</p>
        {current.unchecked ? <UncheckedNote reason={current.unchecked} /> : null}
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">Tone shift:</span> {humanize(current.tone_shift.from)}{' '}
          <span aria-hidden="true">→ </span>
          <span className="sr-only">to </span>
          {humanize(current.tone_shift.to)}
        </p>
        {current.changes.length > 0 ? (
          <div className="mt-3">
            <p className="text-sm font-semibold text-slate-800">Changes</p>
            <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5 text-sm text-slate-700">
              {current.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => onCopy(current)}
          disabled={stale}
          aria-label={
            stale ? `The ${current.style} rewrite is out of date` : `Copy the ${current.style} rewrite`
          }
        >
          {stale ? 'Out of date' : 'Copy'}
        </Button>
      </div>

      <div className="flex justify-center gap-1">
        {rewrites.map((rewrite, dot) => (
          <button
            key={rewrite.id}
            type="button"
            onClick={() => go(dot)}
            aria-label={`Show rewrite ${dot + 1} of ${count}: ${humanize(rewrite.style)}`}
            aria-current={dot === index ? 'true' : undefined}
            className="inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block size-2.5 rounded-full transition-colors ${
                dot === index ? 'bg-brand-700' : 'bg-slate-300 hover:bg-slate-400'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  )
}
