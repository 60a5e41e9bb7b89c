import type { AnalysisHistoryItem as Item } from '@tipsy/contracts'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ANALYSIS_PAGE_SIZE, useAnalysisHistory } from '~/api/get-analysis-history'
import { isPremium, usePlan } from '~/api/get-plan'
import { Alert } from '~/components/ui/alert'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { QueryStates } from '~/components/ui/query-states'
import { analysisHistoryPath, paths } from '~/config/paths'
import { useConfirmedMutation } from '~/lib/use-confirmed-mutation'
import { useDeleteAllAnalyses } from '../api/delete-all-analyses'
import { useDeleteAnalysis } from '../api/delete-analysis'
import { usePageCount } from '../hooks/use-page-count'
import { useUndoableDelete } from '../hooks/use-undoable-delete'
import { AnalysisDetail } from './analysis-detail'
import { AnalysisHistoryItem } from './analysis-history-item'
import { FreeHistoryNote } from './free-history-note'
import { HistoryListHeader } from './history-list-header'
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
  const history = useAnalysisHistory(page)
  const plan = usePlan().data
  const deleteOne = useUndoableDelete(useDeleteAnalysis(), 'Failed to delete analysis')
  const deleteAll = useDeleteAllAnalyses()
  const clearAll = useConfirmedMutation(deleteAll, () => setPage(1))

  const openId = search.get('analysis')
  const hidden = deleteOne.hidden
  const items = (history.data?.analyses ?? []).filter((item) => !hidden.includes(item.id))
  const total = Math.max(0, (history.data?.total ?? 0) - hidden.length)
  const loaded = history.data !== undefined
  const pageCount = usePageCount({ page, setPage, total, pageSize: ANALYSIS_PAGE_SIZE, loaded })
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

  const onDelete = (item: Item) => deleteOne.remove(item.id)
  // Deleted from its own view: back to the list, where Undo is offered (and not back to it).
  const onDeleteOpened = (item: Item) => {
    deleteOne.remove(item.id)
    navigate(analysisHistoryPath(), { replace: true })
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
      <HistoryListHeader
        title="Your MessageIQ analyses"
        total={loaded ? total : undefined}
        noun={{ one: 'analysis', many: 'analyses' }}
        deleteAllDisabled={history.isPending || deleteAll.isPending || total === 0}
        onDeleteAll={clearAll.ask}
      />
      {plan && !isPremium(plan) ? (
        <FreeHistoryNote plan={plan} kept="analyses" upgradeFor="unlimited history" />
      ) : null}

      {deleteOne.failed ? (
        <Alert onRetry={deleteOne.retry} onDismiss={deleteOne.dismissFailure}>
          {deleteOne.failed.detail}
        </Alert>
      ) : null}

      <QueryStates
        query={history}
        loadingLabel="Loading analyses..."
        isEmpty={items.length === 0}
        empty={
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
        }
      >
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
      </QueryStates>

      {undo}

      <ConfirmDialog
        {...clearAll.dialog}
        title="Delete all analyses?"
        description="This permanently removes every MessageIQ analysis from your history. It cannot be undone."
        confirmLabel={deleteAll.isPending ? 'Deleting...' : 'Delete all'}
      />
    </div>
  )
}
