import { type AnalysisHistoryItem, useCaseDetails } from '@tipsy/contracts'
import { type ReactNode, useEffect } from 'react'
import { Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { analysisHistoryPath } from '~/config/paths'
import { canRetry } from '~/lib/api-client'
import { relativeTime } from '~/lib/relative-time'
import { useAnalysis } from '../api/get-analysis'

export interface AnalysisDetailProps {
  id: string
  /** The whole analysis, as MessageIQ shows it. */
  renderAnalysis: (item: AnalysisHistoryItem) => ReactNode
  onDelete: (item: AnalysisHistoryItem) => void
}

/** One stored analysis opened from History, with the way back and Delete. */
export function AnalysisDetail({ id, renderAnalysis, onDelete }: AnalysisDetailProps) {
  const analysis = useAnalysis(id)
  const item = analysis.data?.analysis

  // The link that opened it is gone: the focus goes to what replaced it.
  useEffect(() => {
    if (item) document.getElementById('analysis-heading')?.focus()
  }, [item])

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={analysisHistoryPath()}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          <span aria-hidden="true">←</span> Back to analyses
        </Link>
        {item ? (
          <Button variant="secondary" onClick={() => onDelete(item)}>
            Delete
          </Button>
        ) : null}
      </div>

      {analysis.isPending ? (
        <Spinner label="Loading analysis..." className="py-12" />
      ) : analysis.isError ? (
        <Alert
          onRetry={canRetry(analysis.error) ? () => analysis.refetch() : undefined}
          retrying={analysis.isFetching}
        >
          {analysis.error.message}
        </Alert>
      ) : item ? (
        <>
          <p className="text-sm text-slate-600">
            {useCaseDetails[item.use_case].label} ·{' '}
            <time dateTime={item.timestamp}>{relativeTime(item.timestamp)}</time>
          </p>
          {renderAnalysis(item)}
        </>
      ) : null}
    </div>
  )
}
