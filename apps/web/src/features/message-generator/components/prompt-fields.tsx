import { GENERATE_CONTEXT_MAX_LENGTH, GENERATE_PROMPT_MAX_LENGTH } from '@tipsy/contracts'
import { EnglishOnlyNotice } from '~/components/ui/english-only-notice'
import { plural } from '~/lib/plural'
import type { MessageGeneratorState } from '../hooks/use-message-generator'

const fieldClass =
  'min-h-11 w-full rounded-xl border px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-50'
const fieldBorder = (invalid: boolean) =>
  invalid ? 'border-red-600 focus-visible:border-red-700' : 'border-slate-300 focus-visible:border-brand-600'

type PromptFieldsProps = Pick<
  MessageGeneratorState,
  | 'prompt'
  | 'setPrompt'
  | 'promptMissing'
  | 'promptTooLong'
  | 'context'
  | 'setContext'
  | 'contextTooLong'
  | 'generating'
>

/** The count against the field's limit, red once over it, with what to do about it. */
function LengthCheck({ id, what, count, limit }: { id: string; what: string; count: number; limit: number }) {
  const over = count > limit
  return (
    <>
      <p className="text-right text-xs text-slate-600">
        <span data-over={over || undefined} className={over ? 'font-bold text-red-700' : undefined}>
          {count.toLocaleString('en-US')}/{limit.toLocaleString('en-US')}
        </span>
      </p>
      {over ? (
        <p id={id} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          Your {what} is {plural(count, 'character')}; the generator reads up to{' '}
          {limit.toLocaleString('en-US')}. Shorten it by {plural(count - limit, 'character')} to generate
          messages.
        </p>
      ) : null}
    </>
  )
}

export function PromptFields({
  prompt,
  setPrompt,
  promptMissing,
  promptTooLong,
  context,
  setContext,
  contextTooLong,
  generating,
}: PromptFieldsProps) {
  const promptDescription = [
    promptMissing ? 'generator-prompt-error' : null,
    promptTooLong ? 'generator-prompt-too-long' : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="generator-prompt" className="text-sm font-semibold text-slate-900">
          What do you want to say?
        </label>
        <input
          id="generator-prompt"
          type="text"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          required
          aria-invalid={promptMissing || promptTooLong}
          aria-describedby={promptDescription || undefined}
          placeholder="e.g. Ask Sam if they want to grab dinner on Friday"
          disabled={generating}
          className={`${fieldClass} ${fieldBorder(promptMissing || promptTooLong)}`}
        />
        {promptMissing ? (
          <p id="generator-prompt-error" className="text-sm text-red-700">
            Enter what your message should say.
          </p>
        ) : null}
        <LengthCheck
          id="generator-prompt-too-long"
          what="request"
          count={prompt.length}
          limit={GENERATE_PROMPT_MAX_LENGTH}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="generator-context" className="text-sm font-semibold text-slate-900">
          Context <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id="generator-context"
          rows={3}
          value={context}
          onChange={(event) => setContext(event.target.value)}
          aria-invalid={contextTooLong || undefined}
          aria-describedby={contextTooLong ? 'generator-context-too-long' : undefined}
          placeholder="Anything that helps: who they are, what happened, what you want."
          disabled={generating}
          className={`resize-y ${fieldClass} ${fieldBorder(contextTooLong)}`}
        />
        <LengthCheck
          id="generator-context-too-long"
          what="context"
          count={context.length}
          limit={GENERATE_CONTEXT_MAX_LENGTH}
        />
      </div>
      <EnglishOnlyNotice text={`${prompt}\n${context}`} />
    </div>
  )
}
