import type { AnalysisHistoryItem as Item } from '@tipsy/contracts'
import { AnalysisHeadline } from '~/components/ui/analysis-headline'
import { Button } from '~/components/ui/button'
import { CardLink } from '~/components/ui/card-link'
import { analysisHistoryPath } from '~/config/paths'

/** How much of the message names it on the Delete button for assistive technology. */
const NAME_LENGTH = 40

const shortName = (message: string) => {
  const text = message.trim().replace(/\s+/g, ' ')
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH)}…` : text
}

export interface AnalysisHistoryItemProps {
  item: Item
  now: number
  onDelete: (item: Item) => void
}

/** One analysis in History: its message on at most two lines (opening the analysis) and its headline. */
export function AnalysisHistoryItem({ item, now, onDelete }: AnalysisHistoryItemProps) {
  return (
    <li
      data-analysis-id={item.id}
      className="group relative flex items-start gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-300"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <CardLink to={analysisHistoryPath(item.id)}>
          <span className="line-clamp-2 font-semibold break-words text-slate-900">{item.message}</span>
        </CardLink>
        <AnalysisHeadline item={item} now={now} />
      </div>
      {/* Above the card's stretched link, so it stays a button of its own. */}
      <Button
        variant="ghost"
        onClick={() => onDelete(item)}
        aria-label={`Delete the analysis of “${shortName(item.message)}”`}
        className="relative shrink-0"
      >
        Delete
      </Button>
    </li>
  )
}
