import { MESSAGE_MAX_LENGTH } from '@tipsy/contracts/text-limits'
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'

/*
 * Loaded when a visitor first uses the box: the API client with the contract, and the language
 * check, are more than the landing page's script budget holds (docs/decisions/0003, 0018).
 */
const loadAnalysis = () => import('./own-message-analysis')
const loadNotice = () => import('~/components/ui/english-only-notice')
const OwnMessageAnalysis = lazy(() =>
  loadAnalysis().then((module) => ({ default: module.OwnMessageAnalysis })),
)
const EnglishOnlyNotice = lazy(() => loadNotice().then((module) => ({ default: module.EnglishOnlyNotice })))

/**
 * The live demo's second half (docs/product.md §2): the visitor's own message read by MessageIQ,
 * without an account. The box is in the prerendered page; what it needs to answer loads on use.
 */
export function TryYourOwnMessage() {
  const [message, setMessage] = useState('')
  /** The message the visitor asked about; its reading shows until they ask about another. */
  const [asked, setAsked] = useState<string | null>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)

  // Words typed into the prerendered page before React took it over stay.
  useEffect(() => {
    const typed = textarea.current?.value
    if (typed) setMessage(typed)
  }, [])

  const ready = message.trim().length > 0
  const analyze = () => {
    if (ready) setAsked(message)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      analyze()
    }
  }

  return (
    <section
      aria-labelledby="own-message-heading"
      className="mx-auto mt-10 flex max-w-2xl flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h3 id="own-message-heading" className="text-lg font-bold text-slate-900">
        Try your own message
      </h3>
      <p className="text-sm text-slate-700">MessageIQ reads it for you: no account needed, nothing saved.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          analyze()
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor="own-message-text" className="text-sm font-semibold text-slate-900">
          Your message
        </label>
        <textarea
          ref={textarea}
          id="own-message-text"
          rows={3}
          value={message}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => Promise.all([loadAnalysis(), loadNotice()]).catch(() => undefined)}
          placeholder="e.g. hey so are we still on for tonight or nah"
          className="rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
        />
        {ready ? (
          <Suspense>
            <EnglishOnlyNotice text={message} />
          </Suspense>
        ) : null}
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
          <span>
            {message.length}/{MESSAGE_MAX_LENGTH}
            <span className="max-sm:hidden"> · Ctrl + Enter to analyze</span>
          </span>
          <Button type="submit" disabled={!ready}>
            Analyze
          </Button>
        </div>
      </form>
      {asked === null ? null : (
        <Suspense fallback={<p className="py-6 text-center text-slate-700">Reading your message...</p>}>
          <OwnMessageAnalysis message={asked} />
        </Suspense>
      )}
    </section>
  )
}
