import { EmojiPicker, type EmojiPickerListComponents } from 'frimousse'
import { useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '../hooks/use-dismiss'
import { EMOJIBASE_URL } from '../lib/emojibase-url'

export interface EmojiPickerPopoverProps {
  value: string | null
  onChange: (emoji: string | null) => void
}

/** ARIA counts rows and cells from 1; frimousse numbers them from 0 (an invalid `aria-*index` of 0). */
const fromOne = (index: number | undefined) => (typeof index === 'number' ? index + 1 : undefined)

const listComponents: EmojiPickerListComponents = {
  CategoryHeader: ({ category, ...props }) => (
    <div className="bg-white px-3 pt-3 pb-1.5 text-xs font-semibold text-slate-600" {...props}>
      {category.label}
    </div>
  ),
  // frimousse finds the active row by its aria-rowindex to scroll it into view with the keyboard;
  // counted from 1 it finds the row before, and these scroll margins (a row's height more below,
  // less above) make up for that.
  Row: (props) => (
    <div
      {...props}
      {...{ 'aria-rowindex': fromOne(props['aria-rowindex']) }}
      className="px-1.5 [scroll-margin-bottom:calc(var(--frimousse-row-height)+0.375rem)] [scroll-margin-top:calc(0.375rem-var(--frimousse-row-height))]"
    />
  ),
  Emoji: ({ emoji, ...props }) => (
    <button
      type="button"
      {...props}
      {...{ 'aria-colindex': fromOne(props['aria-colindex']) }}
      className="flex size-11 shrink-0 items-center justify-center rounded-md text-xl data-active:bg-brand-100"
    >
      {emoji.emoji}
    </button>
  ),
}

/** docs/product.md §2: the picker closes on a choice, an outside click (and Escape); "None" clears the choice. */
export function EmojiPickerPopover({ value, onChange }: EmojiPickerPopoverProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false)
    if (restoreFocus) triggerRef.current?.focus()
  }, [])
  useDismiss(open, rootRef, close)

  const choose = (emoji: string | null) => {
    onChange(emoji)
    close(true)
  }

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={value ? `Emoji: ${value}. Change emoji` : 'Choose an emoji'}
        title="Choose an emoji"
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex size-12 items-center justify-center rounded-full border border-slate-300 bg-white text-2xl hover:bg-brand-50"
      >
        {value ?? <span className="text-base font-semibold text-slate-600">☺︎</span>}
      </button>

      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Choose an emoji"
          className="absolute top-full right-0 z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <EmojiPicker.Root
            emojibaseUrl={EMOJIBASE_URL}
            onEmojiSelect={({ emoji }) => choose(emoji)}
            columns={7}
            className="flex h-88 w-full flex-col"
          >
            <div className="flex items-center gap-2 p-2">
              <EmojiPicker.Search
                autoFocus
                aria-label="Search emoji"
                placeholder="Search emoji…"
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
              <button
                type="button"
                aria-pressed={value === null}
                onClick={() => choose(null)}
                className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                None
              </button>
            </div>
            <EmojiPicker.Viewport className="relative flex-1 outline-none">
              <EmojiPicker.Loading className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
                Loading emojis…
              </EmojiPicker.Loading>
              <EmojiPicker.Empty className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">
                No emoji found.
              </EmojiPicker.Empty>
              <EmojiPicker.List className="pb-1.5 select-none" components={listComponents} />
            </EmojiPicker.Viewport>
          </EmojiPicker.Root>
        </div>
      ) : null}
    </div>
  )
}
