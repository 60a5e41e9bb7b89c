import type { MessageHistoryItem as Item } from '@tipsy/contracts'
import { useState } from 'react'
import { Alert } from '~/components/ui/alert'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { QueryStates } from '~/components/ui/query-states'
import { useConfirmedMutation } from '~/lib/use-confirmed-mutation'
import { useDeleteAllMessages } from '../api/delete-all-messages'
import { useDeleteMessage } from '../api/delete-message'
import { HISTORY_PAGE_SIZE, useMessageHistory } from '../api/get-message-history'
import { usePageCount } from '../hooks/use-page-count'
import { useUndoableDelete } from '../hooks/use-undoable-delete'
import { HistoryListHeader } from './history-list-header'
import { HistoryPagination } from './history-pagination'
import { HistoryPlanBar } from './history-plan-bar'
import { MessageHistoryItem } from './message-history-item'
import { UndoToast } from './undo-toast'

/** The signed-in user's generated messages: paged, expandable, deletable one by one or all at once. */
export function MessageHistoryPanel() {
  const [page, setPage] = useState(1)
  const history = useMessageHistory(page)
  const deleteOne = useUndoableDelete(useDeleteMessage(), 'Failed to delete message')
  const deleteAll = useDeleteAllMessages()
  const clearAll = useConfirmedMutation(deleteAll, () => setPage(1))

  const hidden = deleteOne.hidden
  const items = (history.data?.messages ?? []).filter((item) => !hidden.includes(item.message_id))
  const total = Math.max(0, (history.data?.total ?? 0) - hidden.length)
  const loaded = history.data !== undefined
  const pageCount = usePageCount({ page, setPage, total, pageSize: HISTORY_PAGE_SIZE, loaded })
  const now = Date.now()

  const onDelete = (item: Item) => deleteOne.remove(item.message_id)

  return (
    <div className="flex flex-col gap-6">
      <HistoryListHeader
        title="Your generated messages"
        total={loaded ? total : undefined}
        noun={{ one: 'generation', many: 'generations' }}
        deleteAllDisabled={history.isPending || deleteAll.isPending || total === 0}
        onDeleteAll={clearAll.ask}
      />
      <HistoryPlanBar hasMessages={total > 0} />

      {deleteOne.failed ? (
        <Alert onRetry={deleteOne.retry} onDismiss={deleteOne.dismissFailure}>
          {deleteOne.failed.detail}
        </Alert>
      ) : null}

      <QueryStates
        query={history}
        loadingLabel="Loading messages..."
        isEmpty={items.length === 0}
        empty={<EmptyState emoji="💬" title="No messages yet" text="Generate messages to see them here" />}
      >
        <ul aria-label="Generated messages" aria-busy={history.isFetching} className="flex flex-col gap-3">
          {items.map((item) => (
            <MessageHistoryItem key={item.message_id} item={item} now={now} onDelete={onDelete} />
          ))}
        </ul>
        <HistoryPagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          disabled={history.isFetching}
        />
      </QueryStates>

      {deleteOne.undoable ? (
        <UndoToast
          key={deleteOne.undoable}
          message="Message deleted."
          onUndo={() => deleteOne.undoable && deleteOne.undo(deleteOne.undoable)}
        />
      ) : null}

      <ConfirmDialog
        {...clearAll.dialog}
        title="Delete all messages?"
        description="This permanently removes every generated message from your history. It cannot be undone."
        confirmLabel={deleteAll.isPending ? 'Deleting...' : 'Delete all'}
      />
    </div>
  )
}
