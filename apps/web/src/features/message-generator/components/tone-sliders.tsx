import { type ToneName, type Tones, toneNames } from '@tipsy/contracts'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { paths } from '~/config/paths'
import { humanize } from '~/lib/message-labels'
import { toneDetails } from '../lib/generator-options'

export interface ToneSlidersProps {
  tones: Tones
  onChange: (tone: ToneName, value: number) => void
  onReset: () => void
  disabled?: boolean
  /** Premium tones the user's plan does not allow: disabled at 0 with a lock. */
  lockedTones?: readonly ToneName[]
}

const listOf = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** Eight native range inputs (0–100, step 1): arrow keys, Page Up/Down, Home and End all work. */
export function ToneSliders({
  tones,
  onChange,
  onReset,
  disabled = false,
  lockedTones = [],
}: ToneSlidersProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-sm font-semibold text-slate-900">Tone</legend>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {toneNames.map((tone) => {
          const id = `tone-${tone}`
          const label = humanize(tone)
          const locked = lockedTones.includes(tone)
          return (
            <div key={tone} className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2 text-sm">
                <label
                  htmlFor={id}
                  className={`flex items-center gap-1 font-medium ${locked ? 'text-slate-600' : 'text-slate-900'}`}
                >
                  <span aria-hidden="true">{toneDetails[tone].icon}</span>
                  {label}
                  {locked ? (
                    <>
                      {' '}
                      <Icon name="lock" className="size-3.5 text-slate-500" />
                      <span className="sr-only">(Premium)</span>
                    </>
                  ) : null}
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
                disabled={disabled || locked}
                aria-valuetext={`${tones[tone]} out of 100`}
                aria-describedby={`${id}-hint`}
                onChange={(event) => onChange(tone, Number(event.target.value))}
                className="h-11 w-full cursor-pointer accent-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
              />
              <p id={`${id}-hint`} className="text-xs text-slate-600">
                {locked ? 'Premium tone' : toneDetails[tone].hint}
              </p>
            </div>
          )
        })}
      </div>
      {lockedTones.length > 0 ? (
        <p
          data-testid="tone-upgrade-hint"
          className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
          <span>
            {listOf(lockedTones.map(humanize))}{' '}
            {lockedTones.length === 1 ? 'is a Premium tone' : 'are Premium tones'}.{' '}
            <Link
              to={paths.pricing.path}
              className="font-semibold underline underline-offset-2 hover:text-brand-700"
            >
              Upgrade to Premium
            </Link>{' '}
            to use all eight.
          </span>
        </p>
      ) : null}
      <Button variant="ghost" onClick={onReset} disabled={disabled} className="self-end">
        Reset tones
      </Button>
    </fieldset>
  )
}
