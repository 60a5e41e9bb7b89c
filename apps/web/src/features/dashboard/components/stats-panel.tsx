import { LoadError } from '~/components/ui/load-error'
import { Spinner } from '~/components/ui/spinner'
import { StaleNote } from '~/components/ui/stale-note'
import { useUserStats } from '../api/get-user-stats'
import { mostUsedTone } from '../lib/most-used-tone'
import { statsErrorText } from '../lib/stats-error-text'
import { StatTile } from './stat-tile'

const lastActiveFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }

const panelClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

/** docs/product.md §2 Dashboard: "Your Statistics" with four tiles and the last-active date. */
export function StatsPanel() {
  const stats = useUserStats()

  if (stats.isPending) {
    return (
      <section aria-label="Your Statistics" className={panelClass}>
        <Spinner label="Loading statistics..." className="py-10" />
      </section>
    )
  }

  if (stats.isError && !stats.data) {
    return (
      <section aria-labelledby="stats-heading" className={panelClass}>
        <LoadError
          title={
            <h2 id="stats-heading" className="text-xl font-bold text-slate-900">
              Unable to load statistics
            </h2>
          }
          message={statsErrorText(stats.error)}
          onRetry={() => stats.refetch()}
          retrying={stats.isFetching}
        />
      </section>
    )
  }

  const data = stats.data.stats
  return (
    <section aria-labelledby="stats-heading" className={panelClass}>
      <h2 id="stats-heading" className="text-xl font-bold text-slate-900">
        Your Statistics
      </h2>
      {stats.isError ? (
        <StaleNote onRetry={() => stats.refetch()} retrying={stats.isFetching} className="mt-3" />
      ) : null}
      <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile emoji="😀" label="Emojis Generated" value={data.totalEmojiGenerated} />
        <StatTile emoji="💬" label="Messages Generated" value={data.totalMessagesGenerated} />
        <StatTile emoji="🎚️" label="Most Used Tone" value={mostUsedTone(data.mostUsedTone)} />
        <StatTile emoji="📅" label="Account Age" value={data.accountAge} />
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        Last active: {new Date(data.lastActive).toLocaleDateString('en-US', lastActiveFormat)}
      </p>
    </section>
  )
}
