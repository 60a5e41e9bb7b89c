import { MESSAGE_MAX_LENGTH, type UseCase, useCaseDetails, useCases } from '@tipsy/contracts'
import type { KeyboardEvent } from 'react'
import { useQuotaSpent } from '~/api/get-plan'
import { Button } from '~/components/ui/button'
import { EnglishOnlyNotice } from '~/components/ui/english-only-notice'
import { plural } from '~/lib/plural'
import type { MessageIqState } from '../hooks/use-message-iq'
import { countCharacters, countWords, NEAR_LIMIT_RATIO } from '../lib/text-stats'
import { AutoGrowTextarea } from './auto-grow-textarea'

const NEAR_LIMIT = Math.floor(MESSAGE_MAX_LENGTH * NEAR_LIMIT_RATIO)
const limitText = MESSAGE_MAX_LENGTH.toLocaleString('en-US')

function CharacterCounter({ count }: { count: number }) {
  const remaining = MESSAGE_MAX_LENGTH - count
  const tone =
    remaining < 0 ? 'font-bold text-red-700' : count >= NEAR_LIMIT ? 'font-semibold text-amber-800' : ''
  return (
    <>
      <span data-testid="message-counter" data-over={remaining < 0 || undefined} className={tone}>
        {count}/{MESSAGE_MAX_LENGTH}
      </span>
      <span className="sr-only" aria-live="polite">
        {count >= NEAR_LIMIT && remaining >= 0
          ? remaining > 0
            ? `${plural(remaining, 'character')} left`
            : 'Character limit reached'
          : ''}
      </span>
    </>
  )
}

function BusyLabel({ busy, idle, active }: { busy: boolean; idle: string; active: string }) {
  if (!busy) return idle
  return (
    <>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      {active}
    </>
  )
}

/** Over the limit: what was pasted stays, the actions wait, and cutting it is one click away. */
function TooLongNotice({ count, onKeepFirst }: { count: number; onKeepFirst: () => void }) {
  return (
    <div
      id="message-iq-too-long"
      role="alert"
      className="flex flex-col gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        Your message is {plural(count, 'character')}; MessageIQ reads up to {limitText}. Shorten it by{' '}
        {plural(count - MESSAGE_MAX_LENGTH, 'character')} to analyze or rewrite it.
      </p>
      <Button variant="secondary" onClick={onKeepFirst} className="shrink-0 border-red-300 text-red-900">
        Keep the first {limitText}
      </Button>
    </div>
  )
}

type ComposerProps = Pick<
  MessageIqState,
  | 'message'
  | 'setMessage'
  | 'useCase'
  | 'setUseCase'
  | 'analyze'
  | 'rewrite'
  | 'reset'
  | 'analyzing'
  | 'rewriting'
  | 'tooLong'
  | 'keepFirstCharacters'
  | 'trimmedFrom'
> & { canReset: boolean }

/**
 * The bottom composer: message, use case, counts and the Analyze and Rewrite buttons. On a phone
 * it is one line of text and one row of controls, so it covers little of the screen.
 */
export function Composer(props: ComposerProps) {
  const { message, useCase, analyzing, rewriting, tooLong } = props
  const busy = analyzing || rewriting
  const characters = countCharacters(message)
  // No analyses or rewrites left today: the server would refuse, so the buttons say so first.
  const quotaSpent = useQuotaSpent('analyze')
  const ready = message.trim().length > 0 && !tooLong && !quotaSpent

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      if (!quotaSpent) props.analyze()
    }
  }

  return (
    <form
      aria-label="Message composer"
      onSubmit={(event) => {
        event.preventDefault()
        props.analyze()
      }}
      className="flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:gap-3 sm:p-4"
    >
      {tooLong ? <TooLongNotice count={characters} onKeepFirst={props.keepFirstCharacters} /> : null}
      {props.trimmedFrom !== null ? (
        <p role="status" className="rounded-xl bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-200">
          Kept the first {limitText} of your {plural(props.trimmedFrom, 'character')}: the analysis covers
          only that part.
        </p>
      ) : null}
      <label htmlFor="message-iq-text" className="sr-only">
        Your message
      </label>
      <AutoGrowTextarea
        id="message-iq-text"
        value={message}
        onChange={(event) => props.setMessage(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type or paste the message you want to check..."
        aria-invalid={tooLong || undefined}
        aria-describedby={`message-iq-counts message-iq-shortcut${tooLong ? ' message-iq-too-long' : ''}`}
        className={`min-h-11 w-full rounded-xl border px-3 py-2 sm:min-h-20 text-base text-slate-900 placeholder:text-slate-500 ${
          tooLong
            ? 'border-red-600 focus-visible:border-red-700'
            : 'border-slate-300 focus-visible:border-brand-600'
        }`}
      />
      <EnglishOnlyNotice text={message} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-slate-700 sm:text-sm">
        <p id="message-iq-counts" className="flex flex-wrap gap-x-3">
          <span>{plural(characters, 'character')}</span>
          <span>{plural(countWords(message), 'word')}</span>
          <CharacterCounter count={characters} />
        </p>
        <p id="message-iq-shortcut" className="hidden text-xs text-slate-600 sm:block">
          Ctrl + Enter to analyze
        </p>
      </div>
      {/* On a phone the buttons wrap below the use case rather than squeezing it to "Ne⌄". */}
      <div className="flex flex-wrap items-end justify-between gap-2 sm:flex-nowrap sm:gap-3">
        <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium text-slate-800 sm:flex-none">
          <span className="sr-only sm:not-sr-only">Use case</span>
          <select
            value={useCase}
            onChange={(event) => props.setUseCase(event.target.value as UseCase)}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 sm:w-auto sm:px-3"
          >
            {useCases.map((id) => (
              <option key={id} value={id}>
                {useCaseDetails[id].label}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex shrink-0 gap-2">
          {props.canReset ? (
            <Button variant="ghost" onClick={props.reset} disabled={busy} className="px-3 sm:px-4">
              Reset
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={props.rewrite}
            disabled={!ready && !busy}
            busy={busy}
            className="px-3 sm:px-4"
          >
            <BusyLabel busy={rewriting} idle="Rewrite" active="Rewriting..." />
          </Button>
          <Button type="submit" disabled={!ready && !busy} busy={busy} className="px-3 sm:px-4">
            <BusyLabel busy={analyzing} idle="Analyze" active="Analyzing..." />
          </Button>
        </div>
      </div>
    </form>
  )
}
