import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import type { ConversationReplyState } from '../hooks/use-conversation-reply'
import { MAX_SCREENSHOT_BYTES } from '../lib/screenshot/read-screenshot'

type ChatInputProps = Pick<
  ConversationReplyState,
  | 'chatText'
  | 'setChatText'
  | 'readChatText'
  | 'readFiles'
  | 'readingProgress'
  | 'inputError'
  | 'dismissInputError'
>

const ACCEPTED = 'image/png,image/jpeg,image/webp,.txt,text/plain'

const filesIn = (items: DataTransferItemList) =>
  [...items].flatMap((item) =>
    item.kind === 'file' ? [item.getAsFile()].filter((file) => file !== null) : [],
  )

/**
 * Where the chat comes in: pasted as text, or screenshots (and WhatsApp's .txt export) dropped,
 * pasted or picked. Screenshots are read on this device; nothing is uploaded.
 */
export function ChatInput({
  chatText,
  setChatText,
  readChatText,
  readFiles,
  readingProgress,
  inputError,
  dismissInputError,
}: ChatInputProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const hintId = useId()
  const reading = readingProgress !== null

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault()
    setDragging(false)
    void readFiles([...event.dataTransfer.files])
  }
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = filesIn(event.clipboardData.items)
    if (files.length === 0) return
    event.preventDefault()
    void readFiles(files)
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset
        data-testid="chat-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-5 text-center ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <span aria-hidden="true" className="text-3xl">
          📸
        </span>
        <legend className="sr-only">Chat screenshots</legend>
        {/* A phone has nothing to drop from: it is told to add them instead. */}
        <p className="text-sm font-semibold text-slate-900">
          <span className="pointer-coarse:hidden">Drop screenshots of the chat here</span>
          <span className="hidden pointer-coarse:inline">Add screenshots of the chat</span>
        </p>
        <p id={hintId} className="text-xs text-slate-600">
          PNG, JPEG or WebP up to {MAX_SCREENSHOT_BYTES / 1024 / 1024} MB each, several for a long chat, or a
          WhatsApp export (.txt). Read on your device: nothing is uploaded.
        </p>
        <Button
          type="button"
          variant="secondary"
          busy={reading}
          aria-describedby={hintId}
          onClick={() => fileInput.current?.click()}
        >
          {reading ? `Reading… ${Math.round((readingProgress ?? 0) * 100)}%` : 'Choose screenshots'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED}
          multiple
          aria-label="Chat screenshots or WhatsApp export"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            void readFiles([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </fieldset>
      {inputError ? (
        <Alert onDismiss={dismissInputError} dismissLabel="Dismiss">
          {inputError}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="chat-text" className="text-sm font-semibold text-slate-900">
          …or paste the chat
        </label>
        <textarea
          id="chat-text"
          rows={5}
          value={chatText}
          onChange={(event) => setChatText(event.target.value)}
          onPaste={onPaste}
          placeholder={'Them: are you free saturday?\nMe: maybe, why?\nThem: drinks at 8?'}
          disabled={reading}
          className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
        />
        <p className="text-xs text-slate-600">
          One message per line as “Them: …” or “Me: …”, or a WhatsApp chat export. You can paste a screenshot
          here too.
        </p>
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={!chatText.trim() || reading}
          onClick={readChatText}
        >
          Read the chat
        </Button>
      </div>
    </div>
  )
}
