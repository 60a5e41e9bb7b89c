import { type ToneName, type Tones, toneNames } from '@tipsy/contracts'
import { Button } from '~/components/ui/button'
import { humanize } from '~/lib/message-labels'
import { toneDetails } from '../lib/generator-options'

export interface ToneSlidersProps {
  tones: Tones
  onChange: (tone: ToneName, value: number) => void
  onReset: () => void
  disabled?: boolean
}

/** Eight native range inputs (0–100, step 1): arrow keys, Page Up/Down, Home and End all work. */
export function ToneSliders({ tones, onChange, onReset, disabled = false }: ToneSlidersProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-sm font-semibold text-slate-900">Tone</legend>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {toneNames.map((tone) => {
          const id = `tone-${tone}`
          const label = humanize(tone)
          return (
            <div key={tone} className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2 text-sm">
                <label htmlFor={id} className="font-medium text-slate-900">
                  <span aria-hidden="true">{toneDetails[tone].icon} </span>
                  {label}
                </label>
                {/* The slider announces its own value; this is the visible copy. */}
                <span aria-hidden="true" className="tabular-nums font-semibold text-brand-800">
                  {tones[tone]}
                </span>
              </div>
              <input
                id={id}
                type="range"
                min={0}
                max={100}
                step={1}
                value={tones[tone]}
                disabled={disabled}
                aria-valuetext={`${tones[tone]} out of 100`}
                aria-describedby={`${id}-hint`}
                onChange={(event) => onChange(tone, Number(event.target.value))}
                className="h-2 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
              />
              <p id={`${id}-hint`} className="text-xs text-slate-600">
                {toneDetails[tone].hint}
              </p>
            </div>
          )
        })}
      </div>
      <Button variant="ghost" onClick={onReset} disabled={disabled} className="self-end">
        Reset tones
      </Button>
    </fieldset>
  )
}
