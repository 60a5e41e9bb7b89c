import { Link } from 'react-router'
import { useAnalysisHistory } from '~/api/get-analysis-history'
import { AnalysisHeadline } from '~/components/ui/analysis-headline'
import { CardLink } from '~/components/ui/card-link'
import { LoadError } from '~/components/ui/load-error'
import { Spinner } from '~/components/ui/spinner'
import { analysisHistoryPath, paths } from '~/config/paths'

/** docs/product.md §2 Dashboard: "Latest analyses", the three newest. */
export const LATEST_ANALYSES_COUNT = 3

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700'

/** The user's newest MessageIQ analyses, each opening in History. */
export function LatestAnalyses() {
  const latest = useAnalysisHistory(1, LATEST_ANALYSES_COUNT)
  const items = latest.data?.analyses ?? []
  const now = Date.now()

  return (
    <section aria-labelledby="latest-analyses-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-analyses-heading" className="text-xl font-bold text-slate-900">
          Latest analyses
        </h2>
        {items.length > 0 ? (
          <Link to={analysisHistoryPath()} className={`inline-flex min-h-11 items-center ${linkClass}`}>
            View all in History
          </Link>
        ) : null}
      </div>
      {latest.isPending ? (
        <Spinner label="Loading analyses..." className="py-6" />
      ) : latest.isError && !latest.data ? (
        <LoadError
          message={latest.error.message}
          onRetry={() => latest.refetch()}
          retrying={latest.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="text-slate-700">
          No analyses yet.{' '}
          <Link to={paths.appMessageIq.path} className={linkClass}>
            Analyze a message in MessageIQ
          </Link>{' '}
          and it will show here.
        </p>
      ) : (
        <ul aria-label="Latest analyses" className="grid grid-cols-1 gap-3 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="group relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <CardLink to={analysisHistoryPath(item.id)}>
                <span className="line-clamp-2 font-semibold break-words text-slate-900">{item.message}</span>
              </CardLink>
              <AnalysisHeadline item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
