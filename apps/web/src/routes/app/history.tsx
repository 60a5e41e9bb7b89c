import { useSearchParams } from 'react-router'
import { Tabs } from '~/components/ui/tabs'
import { paths } from '~/config/paths'
import { EmojiHistoryPanel } from '~/features/emoji-history/components/emoji-history-panel'
import { MessageHistoryPanel } from '~/features/message-history'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'History | Tipsy',
    description: 'Your emoji and message generation history.',
    path: paths.appHistory.path,
    noIndex: true,
  })

type HistoryTab = 'emoji' | 'messages'

const tabs = [
  { id: 'emoji', label: 'Emoji', panel: <EmojiHistoryPanel /> },
  { id: 'messages', label: 'Messages', panel: <MessageHistoryPanel /> },
] as const

/** The open tab is in the address (`?tab=messages`), so it can be linked and survives a reload. */
export default function HistoryScreen() {
  const [search, setSearch] = useSearchParams()
  const tab: HistoryTab = search.get('tab') === 'messages' ? 'messages' : 'emoji'

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
