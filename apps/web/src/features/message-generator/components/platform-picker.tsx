import type { Platform } from '@tipsy/contracts'
import { platformLabels } from '~/lib/message-labels'
import { platformGroups, platformIcons } from '../lib/generator-options'

export interface PlatformPickerProps {
  value: Platform | null
  onToggle: (platform: Platform) => void
  disabled?: boolean
}

/**
 * Optional and single-choice, yet deselectable (docs/product.md §4), which radio buttons cannot be: each
 * platform is a toggle button, pressed when chosen.
 */
export function PlatformPicker({ value, onToggle, disabled = false }: PlatformPickerProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">
        Platform <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      {platformGroups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset inside the fieldset would nest legends awkwardly.
        <div key={group.label} role="group" aria-label={group.label} className="flex flex-col gap-2">
          <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {group.label}
          </p>
          <div className="flex flex-wrap gap-2">
            {group.platforms.map((platform) => {
              const pressed = platform === value
              return (
                <button
                  key={platform}
                  type="button"
                  aria-pressed={pressed}
                  disabled={disabled}
                  onClick={() => onToggle(platform)}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                    pressed
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50'
                  }`}
                >
                  <span aria-hidden="true">{platformIcons[platform]}</span>
                  {platformLabels[platform]}
                </button>
              )
            })}
          </div>
        </div>
      ))}
    </fieldset>
  )
}
