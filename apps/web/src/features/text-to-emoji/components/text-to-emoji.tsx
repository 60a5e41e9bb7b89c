import type { ReactNode } from 'react'
import { Alert } from '~/components/ui/alert'
import { QuotaNote } from '~/components/ui/quota-note'
import { ApiError, canRetry } from '~/lib/api-client'
import { useGenerateEmoji } from '../api/generate-emoji'
import { useSelectedEmoji } from '../hooks/use-selected-emoji'
import { GenerationResult } from './generation-result'
import { MessageForm } from './message-form'

export interface TextToEmojiProps {
  /** From the path segment or `?message=`. */
  initialMessage: string
  /** What the screen shows under a result (the emoji-art panel), given the generated text. */
  renderResultExtras?: (text: string) => ReactNode
}

export function TextToEmoji({ initialMessage, renderResultExtras }: TextToEmojiProps) {
  const { selectedEmoji, select } = useSelectedEmoji()
  const generation = useGenerateEmoji()
  const result =
    generation.data && generation.variables
      ? { text: generation.variables.text, emoji: generation.data.emoji }
      : null

  return (
    <div className="flex flex-col gap-6">
      <MessageForm
        // A new message in the address (e.g. from a history card) refills the input.
        key={initialMessage}
        initialMessage={initialMessage}
        isLoading={generation.isPending}
        selectedEmoji={selectedEmoji}
        onSelectEmoji={select}
        onSubmit={(text) => generation.mutate({ text, emoji: selectedEmoji })}
      />
      <QuotaNote quota="emoji" className="-mt-3" />
      {generation.isError && generation.variables ? (
        <Alert
          onDismiss={generation.reset}
          onRetry={
            canRetry(generation.error)
              ? () => generation.variables && generation.mutate(generation.variables)
              : undefined
          }
        >
          {generation.error instanceof ApiError ? generation.error.detail : 'Failed to generate emoji'}
        </Alert>
      ) : null}
      <GenerationResult isLoading={generation.isPending} result={result} />
      {result && renderResultExtras ? renderResultExtras(result.text) : null}
    </div>
  )
}
