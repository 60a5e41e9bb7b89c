import { demoPresets } from '~/content/landing'

/** What the preview shows being typed, and the slider positions it was "generated" with. */
const prompt = 'Ask Sam out for coffee on Saturday'
const sliders = [
  { name: 'Sober', value: 30 },
  { name: 'Tipsy', value: 70 },
  { name: 'Flirty', value: 45 },
  { name: 'Funny', value: 20 },
] as const
/** One message per mood: the date invite of each demo tone. */
const results = demoPresets.map((preset) => ({ label: preset.label, text: preset.samples[0] }))

const description = `The Message Generator: the prompt “${prompt}”, tone sliders set to ${sliders
  .map((slider) => `${slider.name.toLowerCase()} ${slider.value}`)
  .join(', ')}, and three messages written from it, from sober to drunk.`

/**
 * A picture of the product in the hero, drawn with the product's own styles rather than a
 * screenshot file: prerendered with the page, sharp at any size, nothing extra to download.
 */
export function GeneratorPreview() {
  return (
    <div
      role="img"
      aria-label={description}
      className="w-full max-w-md rounded-3xl bg-white p-4 text-left shadow-xl ring-1 ring-brand-100 sm:p-5"
    >
      <div className="flex items-center gap-1.5" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-red-300" />
        <span className="size-2.5 rounded-full bg-amber-300" />
        <span className="size-2.5 rounded-full bg-green-300" />
        <span className="ml-2 text-xs font-semibold text-slate-500">Message Generator</span>
      </div>
      <p className="mt-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800">{prompt}</p>
      <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        {sliders.map((slider) => (
          <div key={slider.name} className="text-xs text-slate-600">
            <div className="flex justify-between">
              <span className="font-medium text-slate-700">{slider.name}</span>
              <span>{slider.value}</span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-slate-200">
              <div
                className="h-1.5 rounded-full bg-linear-to-r from-brand-600 to-accent-600"
                style={{ width: `${slider.value}%` }}
              />
            </div>
          </div>
        ))}
      </div>
      <ol className="mt-4 flex flex-col gap-2">
        {results.map((result) => (
          <li
            key={result.label}
            className="rounded-2xl rounded-bl-sm bg-brand-50 px-3 py-2 text-sm text-slate-800"
          >
            <span className="mr-1 text-xs font-semibold text-brand-800 uppercase">{result.label}</span>
            {result.text}
          </li>
        ))}
      </ol>
    </div>
  )
}
