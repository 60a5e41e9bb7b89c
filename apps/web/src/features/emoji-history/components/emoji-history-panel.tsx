import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { LoadError } from '~/components/ui/load-error'
import { Spinner } from '~/components/ui/spinner'
import { StaleNote } from '~/components/ui/stale-note'
import { useClearEmojiHistory } from '../api/clear-emoji-history'
import { useEmojiHistory } from '../api/get-emoji-history'
import { EmojiHistoryCard } from './emoji-history-card'

/** docs/product.md §2 "Emoji history": the server's list with Clear All, loading and empty states. */
export function EmojiHistoryPanel() {
  const history = useEmojiHistory()
  const clear = useClearEmojiHistory()
  const [confirming, setConfirming] = useState(false)
  const items = history.data?.history ?? []
  const isLoading = history.isPending || clear.isPending
  const now = Date.now()

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">Your emoji generation history</p>
        <Button
          variant="secondary"
          title="Clear History"
          disabled={isLoading || items.length === 0}
          onClick={() => {
            clear.reset()
            setConfirming(true)
          }}
        >
          Clear All
        </Button>
      </div>

      {history.isError && history.data ? (
        <StaleNote onRetry={() => history.refetch()} retrying={history.isFetching} />
      ) : null}
      {history.isPending ? (
        <Spinner label="Loading history..." className="py-12" />
      ) : history.isError && !history.data ? (
        <LoadError
          message={history.error.message}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          emoji="🗂️"
          title="No history yet"
          text="Start generating emojis to see your history here"
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <EmojiHistoryCard key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming}
        title="Clear your emoji history?"
        description="This removes every emoji generation from your history, on this device and on our server. It cannot be undone."
        confirmLabel="Clear history"
        busy={clear.isPending}
        // A failure keeps the dialog open with its message and "Try again".
        error={clear.error?.message ?? null}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          if (!clear.isPending) setConfirming(false)
        }}
      />
    </div>
  )
}
