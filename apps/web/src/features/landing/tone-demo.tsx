import { type ChangeEvent, useRef } from 'react'
import { DEFAULT_DEMO_TONE, type DemoTone, demoPresets } from '~/content/landing'
import { AnalysisCard } from './analysis-card'

const radioId = (tone: DemoTone) => `demo-tone-${tone}`

/*
 * Which preset shows is decided by CSS from the checked radio, so the demo works on the
 * prerendered page before (or without) any JavaScript. Written out in full for Tailwind.
 * `data-tone` (set once React runs) does the same for browsers without :has().
 */
const shownWhen: Record<DemoTone, string> = {
  sober:
    'grid group-has-[#demo-tone-tipsy:checked]/demo:hidden group-has-[#demo-tone-drunk:checked]/demo:hidden group-data-[tone=tipsy]/demo:hidden group-data-[tone=drunk]/demo:hidden',
  tipsy: 'hidden group-has-[#demo-tone-tipsy:checked]/demo:grid group-data-[tone=tipsy]/demo:grid',
  drunk: 'hidden group-has-[#demo-tone-drunk:checked]/demo:grid group-data-[tone=drunk]/demo:grid',
}

const toneOption =
  'inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition-colors hover:bg-brand-50 sm:flex-none has-[:checked]:bg-linear-to-r has-[:checked]:from-brand-700 has-[:checked]:to-accent-700 has-[:checked]:text-white has-[:checked]:shadow-sm has-[:checked]:ring-0 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600'

/** docs/product.md §2 demo: three tone choices (sober first), three fixed samples and a static analysis each. */
export function ToneDemo() {
  const root = useRef<HTMLDivElement>(null)
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    if (root.current) root.current.dataset.tone = event.target.value
  }

  return (
    <div ref={root} className="group/demo mx-auto max-w-4xl">
      <fieldset className="flex flex-col items-center gap-3">
        <legend className="sr-only">Choose a tone</legend>
        <div className="flex w-full max-w-md gap-2 sm:w-auto sm:max-w-none">
          {demoPresets.map((option) => (
            <label key={option.tone} className={toneOption}>
              <input
                type="radio"
                id={radioId(option.tone)}
                name="demo-tone"
                value={option.tone}
                defaultChecked={option.tone === DEFAULT_DEMO_TONE}
                onChange={choose}
                className="sr-only"
              />
              <span aria-hidden="true">{option.emoji}</span>
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {demoPresets.map((preset) => (
        <div
          key={preset.tone}
          data-demo-tone={preset.tone}
          className={`mt-4 gap-6 ${shownWhen[preset.tone]}`}
        >
          <p className="text-center text-sm text-slate-600">{preset.summary}</p>
          <div className="mt-4 grid gap-6 md:grid-cols-[3fr_2fr]">
            <section
              aria-labelledby={`demo-samples-${preset.tone}`}
              className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            >
              <h3 id={`demo-samples-${preset.tone}`} className="text-lg font-bold text-slate-900">
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
            <AnalysisCard analysis={preset.analysis} id={`demo-analysis-${preset.tone}`} />
          </div>
        </div>
      ))}
    </div>
  )
}
