import type { AnalysisHistoryItem } from '@tipsy/contracts'
import { humanize } from '~/lib/message-labels'
import { plural } from '~/lib/plural'
import { relativeTime } from '~/lib/relative-time'

/**
 * What a stored MessageIQ analysis comes to at a glance (History's list, the dashboard): its tone,
 * its sentiment, how many red flags, and how long ago it was made.
 */
export function AnalysisHeadline({ item, now }: { item: AnalysisHistoryItem; now: number }) {
  const { tone, sentiment } = item.result.scores
  const flags = item.result.red_flags.length
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
      <span>
        Tone: <span className="font-semibold text-slate-800">{humanize(tone.value)}</span>
      </span>
      <span>
        Sentiment: <span className="font-semibold text-slate-800">{humanize(sentiment.label)}</span>
      </span>
      <span className={flags > 0 ? 'font-semibold text-red-700' : undefined}>
        {flags > 0 ? plural(flags, 'red flag') : 'No red flags'}
      </span>
      <time dateTime={item.timestamp}>{relativeTime(item.timestamp, now)}</time>
    </span>
  )
}
