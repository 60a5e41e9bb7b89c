import { MESSAGE_MAX_LENGTH, type UseCase, useCaseDetails, useCases } from '@tipsy/contracts'
import type { KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import type { MessageIqState } from '../hooks/use-message-iq'
import { countCharacters, countWords, NEAR_LIMIT_RATIO } from '../lib/text-stats'
import { AutoGrowTextarea } from './auto-grow-textarea'

const NEAR_LIMIT = Math.floor(MESSAGE_MAX_LENGTH * NEAR_LIMIT_RATIO)

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function CharacterCounter({ count }: { count: number }) {
  const remaining = MESSAGE_MAX_LENGTH - count
  const tone =
    remaining <= 0 ? 'font-semibold text-red-700' : count >= NEAR_LIMIT ? 'font-semibold text-amber-700' : ''
  return (
    <>
      <span data-testid="message-counter" className={tone}>
        {count}/{MESSAGE_MAX_LENGTH}
      </span>
      <span className="sr-only" aria-live="polite">
        {count >= NEAR_LIMIT
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
  | 'canSubmit'
> & { canReset: boolean }

/** The bottom composer: message, use case, counts and the Analyze and Rewrite buttons. */
export function Composer(props: ComposerProps) {
  const { message, useCase, analyzing, rewriting, canSubmit } = props
  const busy = analyzing || rewriting
  const characters = countCharacters(message)

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      props.analyze()
    }
  }

  return (
    <form
      aria-label="Message composer"
      onSubmit={(event) => {
        event.preventDefault()
        props.analyze()
      }}
      className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:p-4"
    >
      <label htmlFor="message-iq-text" className="sr-only">
        Your message
      </label>
      <AutoGrowTextarea
        id="message-iq-text"
        value={message}
        onChange={(event) => props.setMessage(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Type or paste the message you want to check..."
        aria-describedby="message-iq-counts message-iq-shortcut"
        className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-700">
        <p id="message-iq-counts" className="flex flex-wrap gap-x-3">
          <span>{plural(characters, 'character')}</span>
          <span>{plural(countWords(message), 'word')}</span>
          <CharacterCounter count={characters} />
        </p>
        <p id="message-iq-shortcut" className="hidden text-xs text-slate-600 sm:block">
          Ctrl + Enter to analyze
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2 sm:gap-3">
        <label className="flex min-w-32 flex-1 flex-col gap-1 text-sm font-medium text-slate-800 sm:flex-none">
          <span className="sr-only sm:not-sr-only">Use case</span>
          <select
            value={useCase}
            onChange={(event) => props.setUseCase(event.target.value as UseCase)}
            className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:w-auto"
          >
            {useCases.map((id) => (
              <option key={id} value={id}>
                {useCaseDetails[id].label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          {props.canReset ? (
            <Button variant="ghost" onClick={props.reset} disabled={busy}>
              Reset
            </Button>
          ) : null}
          <Button variant="secondary" onClick={props.rewrite} disabled={!canSubmit} aria-busy={rewriting}>
            <BusyLabel busy={rewriting} idle="Rewrite" active="Rewriting..." />
          </Button>
          <Button type="submit" disabled={!canSubmit} aria-busy={analyzing}>
            <BusyLabel busy={analyzing} idle="Analyze" active="Analyzing..." />
          </Button>
        </div>
      </div>
    </form>
  )
}
