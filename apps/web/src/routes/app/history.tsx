import type { AnalysisHistoryItem } from '@tipsy/contracts'
import { useSearchParams } from 'react-router'
import { Tabs } from '~/components/ui/tabs'
import { paths } from '~/config/paths'
import { EmojiHistoryPanel } from '~/features/emoji-history/components/emoji-history-panel'
import { AnalysisHistoryPanel, MessageHistoryPanel } from '~/features/message-history'
import { AnalysisResults } from '~/features/message-iq/components/analysis-results'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'History | Tipsy',
    description: 'Your emoji and message generation history, and your MessageIQ analyses.',
    path: paths.appHistory.path,
    noIndex: true,
  })

const historyTabs = ['emoji', 'messages', 'analyses'] as const
type HistoryTab = (typeof historyTabs)[number]

// A stored analysis is shown by MessageIQ's own results view (features never import each other).
const storedAnalysis = (item: AnalysisHistoryItem) => (
  <AnalysisResults analysis={item.result} text={item.message} />
)

const tabs = [
  { id: 'emoji', label: 'Emoji', panel: <EmojiHistoryPanel /> },
  { id: 'messages', label: 'Messages', panel: <MessageHistoryPanel /> },
  { id: 'analyses', label: 'Analyses', panel: <AnalysisHistoryPanel renderAnalysis={storedAnalysis} /> },
] as const

const isHistoryTab = (tab: string | null): tab is HistoryTab => historyTabs.some((id) => id === tab)

/** The open tab is in the address (`?tab=messages`), so it can be linked and survives a reload. */
export default function HistoryScreen() {
  const [search, setSearch] = useSearchParams()
  const requested = search.get('tab')
  const tab: HistoryTab = isHistoryTab(requested) ? requested : 'emoji'

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">History</h1>
      <Tabs
        label="History"
        tabs={tabs}
        value={tab}
        onChange={(next) => setSearch(next === 'emoji' ? {} : { tab: next }, { replace: true })}
      />
    </div>
  )
}
