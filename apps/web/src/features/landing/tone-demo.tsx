import { useState } from 'react'
import { DEFAULT_DEMO_TONE, type DemoTone, demoPresets } from '~/content/landing'
import { AnalysisCard } from './analysis-card'

const toneButton = (selected: boolean) =>
  `inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:flex-none ${
    selected
      ? 'bg-linear-to-r from-brand-700 to-accent-700 text-white shadow-sm'
      : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50'
  }`

/** docs/product.md §2 demo: three tone buttons (sober first), three fixed samples and a static analysis. */
export function ToneDemo() {
  const [tone, setTone] = useState<DemoTone>(DEFAULT_DEMO_TONE)
  const preset = demoPresets.find((candidate) => candidate.tone === tone) ?? demoPresets[0]
  if (!preset) return null

  return (
    <div className="mx-auto max-w-4xl">
      <fieldset className="flex flex-col items-center gap-3">
        <legend className="sr-only">Choose a tone</legend>
        <div className="flex w-full max-w-md gap-2 sm:w-auto sm:max-w-none">
          {demoPresets.map((option) => (
            <button
              key={option.tone}
              type="button"
              aria-pressed={option.tone === tone}
              onClick={() => setTone(option.tone)}
              className={toneButton(option.tone === tone)}
            >
              <span aria-hidden="true">{option.emoji}</span>
              {option.label}
            </button>
          ))}
        </div>
        <p className="text-sm text-slate-600">{preset.summary}</p>
      </fieldset>

      <p aria-live="polite" className="sr-only">
        Showing {preset.label.toLowerCase()} samples: sentiment {preset.analysis.sentiment}, impact{' '}
        {preset.analysis.impact}.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="demo-samples" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h3 id="demo-samples" className="text-lg font-bold text-slate-900">
            {preset.label} samples
          </h3>
          <ul className="mt-4 space-y-3">
            {preset.samples.map((sample) => (
              <li
                key={sample}
                className="rounded-2xl rounded-bl-sm bg-white px-4 py-3 break-words text-slate-800 shadow-sm ring-1 ring-slate-200"
              >
                {sample}
              </li>
            ))}
          </ul>
        </section>
        <AnalysisCard analysis={preset.analysis} />
      </div>
    </div>
  )
}
