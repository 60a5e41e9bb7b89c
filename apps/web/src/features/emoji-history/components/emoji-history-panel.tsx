import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { QueryStates } from '~/components/ui/query-states'
import { useConfirmedMutation } from '~/lib/use-confirmed-mutation'
import { useClearEmojiHistory } from '../api/clear-emoji-history'
import { useEmojiHistory } from '../api/get-emoji-history'
import { EmojiHistoryCard } from './emoji-history-card'

/** docs/product.md §2 "Emoji history": the server's list with Clear All, loading and empty states. */
export function EmojiHistoryPanel() {
  const history = useEmojiHistory()
  const clear = useClearEmojiHistory()
  const clearAll = useConfirmedMutation(clear)
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
          onClick={clearAll.ask}
        >
          Clear All
        </Button>
      </div>

      <QueryStates
        query={history}
        loadingLabel="Loading history..."
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            emoji="🗂️"
            title="No history yet"
            text="Start generating emojis to see your history here"
          />
        }
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <EmojiHistoryCard key={item.id} item={item} now={now} />
          ))}
        </ul>
      </QueryStates>

      <ConfirmDialog
        {...clearAll.dialog}
        title="Clear your emoji history?"
        description="This removes every emoji generation from your history, on this device and on our server. It cannot be undone."
        confirmLabel="Clear history"
      />
    </div>
  )
}
