import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useQuotaSpent } from '~/api/get-plan'
import { Button } from '~/components/ui/button'
import { EmojiPickerPopover } from './emoji-picker-popover'

export interface MessageFormProps {
  initialMessage: string
  isLoading: boolean
  selectedEmoji: string | null
  onSelectEmoji: (emoji: string | null) => void
  onSubmit: (text: string) => void
}

/** docs/product.md §2, §5: one line; Enter without Shift submits a non-blank text when nothing is loading. */
export function MessageForm({
  initialMessage,
  isLoading,
  selectedEmoji,
  onSelectEmoji,
  onSubmit,
}: MessageFormProps) {
  const [text, setText] = useState(initialMessage)
  const inputRef = useRef<HTMLInputElement>(null)
  const formId = useId()
  const inputId = useId()
  const quotaSpent = useQuotaSpent('emoji')
  const canSubmit = text.trim() !== '' && !isLoading && !quotaSpent

  const submit = () => {
    if (canSubmit) onSubmit(text.trim())
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (!event.shiftKey) submit()
  }

  // The input is disabled while loading, which drops focus: give it back for the next message.
  const wasLoading = useRef(isLoading)
  useEffect(() => {
    if (wasLoading.current && !isLoading) inputRef.current?.focus()
    wasLoading.current = isLoading
  }, [isLoading])

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <form
          id={formId}
          className="min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={isLoading}
            placeholder="What are you thinking? 🤔"
            autoComplete="off"
            enterKeyHint="send"
            className="min-h-12 w-full rounded-full border border-slate-300 bg-white px-5 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600"
          />
        </form>
        <EmojiPickerPopover value={selectedEmoji} onChange={onSelectEmoji} />
      </div>
      <Button type="submit" form={formId} size="lg" disabled={!canSubmit}>
        {isLoading ? 'Generating...' : 'Generate'}
      </Button>
    </div>
  )
}
