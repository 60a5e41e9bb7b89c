import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { useDownloadMyData } from '../api/download-my-data'

/** "Download everything about me" (issue 36): on every plan, one JSON file. */
export function MyDataSection() {
  const download = useDownloadMyData()
  return (
    <section aria-labelledby="my-data-heading" className="flex flex-col gap-3">
      <h2 id="my-data-heading" className="text-xl font-bold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-700">
        Download everything Tipsy stores about you — your account, preferences, messages, emoji history, usage
        and subscription — as one JSON file.
      </p>
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
    </section>
  )
}
