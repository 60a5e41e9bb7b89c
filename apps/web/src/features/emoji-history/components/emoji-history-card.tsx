import type { EmojiHistoryItem } from '@tipsy/contracts'
import { CardLink } from '~/components/ui/card-link'
import { paths } from '~/config/paths'
import { relativeTime } from '~/lib/relative-time'

/** docs/product.md §2: each card leads back to Text-to-Emoji with its text as the `message` parameter. */
export const textToEmojiLink = (text: string) =>
  `${paths.appTextToEmoji.path}?${new URLSearchParams({ message: text })}`

export function EmojiHistoryCard({ item, now }: { item: EmojiHistoryItem; now: number }) {
  return (
    <li className="group relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50">
      <span className="text-3xl break-words">{item.emoji}</span>
      <CardLink to={textToEmojiLink(item.text)}>
        <span className="line-clamp-2 break-words text-slate-900">{item.text}</span>
      </CardLink>
      <time dateTime={item.time} className="mt-auto text-sm text-slate-600">
        {relativeTime(item.time, now)}
      </time>
    </li>
  )
}
