import { isPremium, usePlan } from '~/api/get-plan'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { type ExportFormat, useExportMessages } from '../api/export-messages'
import { FreeHistoryNote } from './free-history-note'

const formats: readonly { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'JSON' },
  { format: 'csv', label: 'CSV' },
]

/**
 * Premium: export buttons for the whole history. Free: how much history is kept, and where to get
 * more. Nothing while the plan is unknown.
 */
export function HistoryPlanBar({ hasMessages }: { hasMessages: boolean }) {
  const plan = usePlan().data
  const exporting = useExportMessages()

  if (!plan) return null
  if (!isPremium(plan)) {
    return <FreeHistoryNote plan={plan} kept="generations" upgradeFor="unlimited history and export" />
  }
  const failedFormat = exporting.isError ? exporting.variables : undefined
  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm text-slate-700">Export history as</legend>
        {formats.map(({ format, label }) => {
          const busy = exporting.isPending && exporting.variables === format
          return (
            <Button
              key={format}
              variant="secondary"
              onClick={() => exporting.mutate(format)}
              disabled={exporting.isPending || !hasMessages}
              aria-busy={busy}
            >
              <Icon name="download" className="size-4" />
              {busy ? 'Exporting...' : label}
            </Button>
          )
        })}
      </fieldset>
      {failedFormat ? (
        <Alert onRetry={() => exporting.mutate(failedFormat)} onDismiss={exporting.reset}>
          {exporting.error?.message}
        </Alert>
      ) : null}
    </>
  )
}
