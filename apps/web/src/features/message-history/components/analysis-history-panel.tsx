import type { AnalysisHistoryItem as Item } from '@tipsy/contracts'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ANALYSIS_PAGE_SIZE, useAnalysisHistory } from '~/api/get-analysis-history'
import { isPremium, usePlan } from '~/api/get-plan'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { LoadError } from '~/components/ui/load-error'
import { Spinner } from '~/components/ui/spinner'
import { StaleNote } from '~/components/ui/stale-note'
import { analysisHistoryPath, paths } from '~/config/paths'
import { useDeleteAllAnalyses } from '../api/delete-all-analyses'
import { useDeleteAnalysis } from '../api/delete-analysis'
import { useUndoableDelete } from '../hooks/use-undoable-delete'
import { AnalysisDetail } from './analysis-detail'
import { AnalysisHistoryItem } from './analysis-history-item'
import { FreeHistoryNote } from './free-history-note'
import { HistoryPagination } from './history-pagination'
import { UndoToast } from './undo-toast'

export interface AnalysisHistoryPanelProps {
  /** The whole analysis as MessageIQ shows it (the route passes MessageIQ's own results view). */
  renderAnalysis: (item: Item) => ReactNode
}

/**
 * docs/product.md §2 "Analyses": the user's MessageIQ analyses, paged and deletable one by one
 * (with Undo) or all at once; `?analysis={id}` opens one.
 */
export function AnalysisHistoryPanel({ renderAnalysis }: AnalysisHistoryPanelProps) {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const [confirmingClear, setConfirmingClear] = useState(false)
  const history = useAnalysisHistory(page)
  const plan = usePlan().data
  const deleteOne = useUndoableDelete(useDeleteAnalysis(), 'Failed to delete analysis')
  const deleteAll = useDeleteAllAnalyses()

  const openId = search.get('analysis')
  const hidden = deleteOne.hidden
  const items = (history.data?.analyses ?? []).filter((item) => !hidden.includes(item.id))
  const total = Math.max(0, (history.data?.total ?? 0) - hidden.length)
  const pageCount = Math.max(1, Math.ceil(total / ANALYSIS_PAGE_SIZE))
  const now = Date.now()

  // Back from an analysis, the focus returns to the link that opened it.
  const listRef = useRef<HTMLUListElement>(null)
  const lastOpened = useRef<string | null>(null)
  useEffect(() => {
    if (openId) {
      lastOpened.current = openId
      return
    }
    const opened = lastOpened.current
    lastOpened.current = null
    if (opened) listRef.current?.querySelector<HTMLElement>(`[data-analysis-id="${opened}"] a`)?.focus()
  }, [openId])

  // Deleting the last item of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (history.data && page > pageCount) setPage(pageCount)
  }, [history.data, page, pageCount])

  const onDelete = (item: Item) => deleteOne.remove(item.id)
  // Deleted from its own view: back to the list, where Undo is offered (and not back to it).
  const onDeleteOpened = (item: Item) => {
    deleteOne.remove(item.id)
    navigate(analysisHistoryPath(), { replace: true })
  }
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

  const undo = deleteOne.undoable ? (
    <UndoToast
      key={deleteOne.undoable}
      message="Analysis deleted."
      onUndo={() => deleteOne.undoable && deleteOne.undo(deleteOne.undoable)}
    />
  ) : null

  if (openId && !hidden.includes(openId)) {
    return (
      <>
        <AnalysisDetail id={openId} renderAnalysis={renderAnalysis} onDelete={onDeleteOpened} />
        {undo}
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Your MessageIQ analyses
          {history.data && total > 0 ? (
            <span className="text-slate-600">
              {' '}
              · {total} {total === 1 ? 'analysis' : 'analyses'}
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
      {plan && !isPremium(plan) ? (
        <FreeHistoryNote plan={plan} kept="analyses" upgradeFor="unlimited history" />
      ) : null}

      {deleteOne.failed ? (
        <Alert onRetry={deleteOne.retry} onDismiss={deleteOne.dismissFailure}>
          {deleteOne.failed.detail}
        </Alert>
      ) : null}

      {history.isError && history.data ? (
        <StaleNote onRetry={() => history.refetch()} retrying={history.isFetching} />
      ) : null}
      {history.isPending ? (
        <Spinner label="Loading analyses..." className="py-12" />
      ) : history.isError && !history.data ? (
        <LoadError
          message={history.error.message}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4">
          <EmptyState
            emoji="🔍"
            title="No analyses yet"
            text="Analyze a message in MessageIQ to see it here"
          />
          <Link
            to={paths.appMessageIq.path}
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
          >
            Go to MessageIQ
          </Link>
        </div>
      ) : (
        <>
          <ul
            ref={listRef}
            aria-label="Analyses"
            aria-busy={history.isFetching}
            className="flex flex-col gap-3"
          >
            {items.map((item) => (
              <AnalysisHistoryItem key={item.id} item={item} now={now} onDelete={onDelete} />
            ))}
          </ul>
          <HistoryPagination
            label="Analysis history pages"
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            disabled={history.isFetching}
          />
        </>
      )}

      {undo}

      <ConfirmDialog
        open={confirmingClear}
        title="Delete all analyses?"
        description="This permanently removes every MessageIQ analysis from your history. It cannot be undone."
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
