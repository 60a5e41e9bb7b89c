import type { MessageGeneratorState } from '../hooks/use-message-generator'

const fieldClass =
  'min-h-11 w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 disabled:bg-slate-50'

type PromptFieldsProps = Pick<
  MessageGeneratorState,
  'prompt' | 'setPrompt' | 'promptMissing' | 'context' | 'setContext' | 'generating'
>

export function PromptFields({
  prompt,
  setPrompt,
  promptMissing,
  context,
  setContext,
  generating,
}: PromptFieldsProps) {
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
          maxLength={1000}
          required
          aria-invalid={promptMissing}
          aria-describedby={promptMissing ? 'generator-prompt-error' : undefined}
          placeholder="e.g. Ask Sam if they want to grab dinner on Friday"
          disabled={generating}
          className={fieldClass}
        />
        {promptMissing ? (
          <p id="generator-prompt-error" className="text-sm text-red-700">
            Enter what your message should say.
          </p>
        ) : null}
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
          maxLength={2000}
          placeholder="Anything that helps: who they are, what happened, what you want."
          disabled={generating}
          className={`resize-y ${fieldClass}`}
        />
      </div>
    </div>
  )
}
