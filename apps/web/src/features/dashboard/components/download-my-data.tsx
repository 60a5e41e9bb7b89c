import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { useDownloadMyData } from '../api/download-my-data'

/** The "Download my data" button, with its progress and its failure (issue 36). */
export function DownloadMyData() {
  const download = useDownloadMyData()
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onClick={() => download.mutate()} busy={download.isPending}>
          <Icon name="download" className="size-4" />
          {download.isPending ? 'Preparing download...' : 'Download my data'}
        </Button>
      </div>
      {download.isError ? (
        <Alert onRetry={() => download.mutate()} onDismiss={download.reset}>
          {download.error.message}
        </Alert>
      ) : null}
    </div>
  )
}
