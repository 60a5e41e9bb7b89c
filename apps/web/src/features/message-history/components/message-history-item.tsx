import type { MessageHistoryItem as Item } from '@tipsy/contracts'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { CopyableMessage } from '~/components/ui/copyable-message'
import { humanize, platformLabels } from '~/lib/message-labels'
import { relativeTime } from '~/lib/relative-time'
import { useCopyToClipboard } from '~/lib/use-copy-to-clipboard'

/** docs/product.md §9: copied markers last 2 seconds. */
export const HISTORY_COPIED_MS = 2_000

export interface MessageHistoryItemProps {
  item: Item
  now: number
  /** Hides the message at once; it is deleted once its Undo has run out. */
  onDelete: (item: Item) => void
}

export function MessageHistoryItem({ item, now, onDelete }: MessageHistoryItemProps) {
  const [expanded, setExpanded] = useState(false)
  const { copiedKey, copy } = useCopyToClipboard(HISTORY_COPIED_MS)
  const panelId = useId()
  const count = item.generatedMessages.length

  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-2 p-4">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-lg text-left"
        >
          <span
            aria-hidden="true"
            className={`mt-1 inline-block text-slate-500 transition-transform ${expanded ? 'rotate-90' : ''}`}
          >
            ▶
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold break-words text-slate-900">{item.prompt}</span>
            <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span>{item.platform ? platformLabels[item.platform] : 'Any platform'}</span>
              <time dateTime={item.timestamp}>{relativeTime(item.timestamp, now)}</time>
              <span>
                {count} {count === 1 ? 'variation' : 'variations'}
              </span>
            </span>
          </span>
        </button>
        <Button
          variant="ghost"
          onClick={() => onDelete(item)}
          aria-label={`Delete “${item.prompt}”`}
          className="shrink-0"
        >
          Delete
        </Button>
      </div>
      {expanded ? (
        <ul id={panelId} className="flex flex-col gap-2 border-t border-slate-100 p-4">
          {item.generatedMessages.map((message) => (
            <CopyableMessage
              key={message.id}
              label={humanize(message.tone)}
              text={message.text}
              unchecked={message.unchecked}
              copied={copiedKey === message.id}
              onCopy={() => copy(message.id, message.text)}
              className="bg-slate-50"
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
