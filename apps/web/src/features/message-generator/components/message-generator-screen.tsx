import { useEffect, useRef } from 'react'
import { useQuotaSpent } from '~/api/get-plan'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { QuotaNote } from '~/components/ui/quota-note'
import { reveal } from '~/lib/reveal'
import { useFocusWhenDone } from '../hooks/use-focus-when-done'
import { useMessageGenerator } from '../hooks/use-message-generator'
import { GeneratedMessageList } from './generated-message-list'
import { GenerationRecoveryNote } from './generation-recovery-note'
import { GenerationStatus } from './generation-status'
import { GeneratorModeTabs } from './generator-mode-tabs'
import { PlatformPicker } from './platform-picker'
import { PromptFields } from './prompt-fields'
import { ToneSliders } from './tone-sliders'
import { UnclearRequestHint } from './unclear-request-hint'

/** Below this width the results sit under the form, out of sight. */
const STACKED_LAYOUT = '(max-width: 1023px)'

export function MessageGeneratorScreen() {
  const quotaSpent = useQuotaSpent('generate')
  const generator = useMessageGenerator()
  const { generating, messages } = generator
  const results = useRef<HTMLElement>(null)

  useEffect(() => {
    if (generating && window.matchMedia?.(STACKED_LAYOUT).matches) reveal(results.current)
  }, [generating])
  useFocusWhenDone(
    generating,
    messages.length > 0 || generator.error !== null || generator.unclearHint !== null,
    'results-heading',
  )

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:flex-row lg:items-start">
      <section aria-labelledby="generator-heading" className="flex w-full flex-col gap-6 lg:max-w-xl">
        <div className="flex flex-col gap-3">
          <h1 id="generator-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
            Message Generator
          </h1>
          <GeneratorModeTabs mode="write" />
          <p className="text-slate-700">
            Say what you mean, set the mood, and get three messages to pick from.
          </p>
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!quotaSpent) generator.generate()
          }}
          className="flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <PromptFields {...generator} />
          <PlatformPicker
            value={generator.platform}
            onToggle={generator.togglePlatform}
            disabled={generating}
          />
          <ToneSliders
            tones={generator.tones}
            onChange={generator.setTone}
            onReset={generator.resetTones}
            disabled={generating}
            lockedTones={generator.lockedTones}
          />
          <div className="flex flex-col gap-2">
            <Button
              type="submit"
              size="lg"
              busy={generating}
              disabled={(generator.tooLong || quotaSpent) && !generating}
            >
              {generating ? 'Generating...' : 'Generate messages'}
            </Button>
            <QuotaNote quota="generate" className="text-center" />
          </div>
        </form>
      </section>

      <section
        ref={results}
        aria-labelledby="results-heading"
        className="flex w-full min-w-0 flex-1 scroll-mt-24 flex-col gap-4 lg:sticky lg:top-24"
      >
        <h2 id="results-heading" tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-slate-900">
          Your messages
        </h2>
        {generator.error ? (
          <Alert
            onDismiss={generator.dismissError}
            onRetry={generator.canRetry ? generator.generate : undefined}
            retrying={generating}
          >
            {generator.error}
          </Alert>
        ) : null}
        {generator.unclearHint ? (
          <UnclearRequestHint
            hint={generator.unclearHint}
            onUseExample={(example) => {
              generator.applyExampleRequest(example)
              document.getElementById('generator-prompt')?.focus()
            }}
            onDismiss={generator.dismissUnclearHint}
          />
        ) : null}
        <GenerationRecoveryNote recovery={generator.recovery} what="messages" />
        {messages.length > 0 ? (
          <GeneratedMessageList messages={messages} messageId={generator.messageId} />
        ) : null}
        {generating ? <GenerationStatus elapsedSeconds={generator.elapsedSeconds} /> : null}
        {!generating &&
        messages.length === 0 &&
        !generator.error &&
        !generator.unclearHint &&
        !generator.recovery.searching &&
        !generator.recovery.notFound ? (
          <EmptyState emoji="✍️" title="Nothing here yet" text="Your generated messages will appear here." />
        ) : null}
      </section>
    </div>
  )
}
