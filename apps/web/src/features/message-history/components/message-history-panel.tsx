import type { MessageHistoryItem as Item } from '@tipsy/contracts'
import { useEffect, useState } from 'react'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { LoadError } from '~/components/ui/load-error'
import { Spinner } from '~/components/ui/spinner'
import { StaleNote } from '~/components/ui/stale-note'
import { useDeleteAllMessages } from '../api/delete-all-messages'
import { useDeleteMessage } from '../api/delete-message'
import { HISTORY_PAGE_SIZE, useMessageHistory } from '../api/get-message-history'
import { useUndoableDelete } from '../hooks/use-undoable-delete'
import { HistoryPagination } from './history-pagination'
import { HistoryPlanBar } from './history-plan-bar'
import { MessageHistoryItem } from './message-history-item'
import { UndoToast } from './undo-toast'

/** The signed-in user's generated messages: paged, expandable, deletable one by one or all at once. */
export function MessageHistoryPanel() {
  const [page, setPage] = useState(1)
  const [confirmingClear, setConfirmingClear] = useState(false)
  const history = useMessageHistory(page)
  const deleteOne = useUndoableDelete(useDeleteMessage(), 'Failed to delete message')
  const deleteAll = useDeleteAllMessages()

  const hidden = deleteOne.hidden
  const items = (history.data?.messages ?? []).filter((item) => !hidden.includes(item.message_id))
  const total = Math.max(0, (history.data?.total ?? 0) - hidden.length)
  const pageCount = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  const now = Date.now()

  // Deleting the last item of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (history.data && page > pageCount) setPage(pageCount)
  }, [history.data, page, pageCount])

  const onDelete = (item: Item) => deleteOne.remove(item.message_id)
  // A failure keeps the dialog open with its message and "Try again".
  const clearAll = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        setPage(1)
        setConfirmingClear(false)
      },
    })
  const openClearDialog = () => {
    deleteAll.reset()
    setConfirmingClear(true)
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Your generated messages
          {history.data && total > 0 ? (
            <span className="text-slate-600">
              {' '}
              · {total} {total === 1 ? 'generation' : 'generations'}
            </span>
          ) : null}
        </p>
        <Button
          variant="secondary"
          disabled={history.isPending || deleteAll.isPending || total === 0}
          onClick={openClearDialog}
        >
          Delete All
        </Button>
      </div>
      <HistoryPlanBar hasMessages={total > 0} />

      {deleteOne.failed ? (
        <Alert onRetry={deleteOne.retry} onDismiss={deleteOne.dismissFailure}>
          {deleteOne.failed.detail}
        </Alert>
      ) : null}

      {history.isError && history.data ? (
        <StaleNote onRetry={() => history.refetch()} retrying={history.isFetching} />
      ) : null}
      {history.isPending ? (
        <Spinner label="Loading messages..." className="py-12" />
      ) : history.isError && !history.data ? (
        <LoadError
          message={history.error.message}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState emoji="💬" title="No messages yet" text="Generate messages to see them here" />
      ) : (
        <>
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
        </>
      )}

      {deleteOne.undoable ? (
        <UndoToast
          key={deleteOne.undoable}
          message="Message deleted."
          onUndo={() => deleteOne.undoable && deleteOne.undo(deleteOne.undoable)}
        />
      ) : null}

      <ConfirmDialog
        open={confirmingClear}
        title="Delete all messages?"
        description="This permanently removes every generated message from your history. It cannot be undone."
        confirmLabel={deleteAll.isPending ? 'Deleting...' : 'Delete all'}
        busy={deleteAll.isPending}
        error={deleteAll.error?.message ?? null}
        onConfirm={clearAll}
        onCancel={() => {
          if (!deleteAll.isPending) setConfirmingClear(false)
        }}
      />
    </div>
  )
}
