import { CardLink } from '~/components/ui/card-link'
import { paths } from '~/config/paths'

const cards = [
  {
    to: paths.appTextToEmoji.path,
    title: 'Generate Emojis',
    text: 'Turn what you type into emoji.',
    emoji: '😍',
  },
  {
    to: paths.appMessageGenerator.path,
    title: 'Message Generator',
    text: 'Write a message with the tone you want.',
    emoji: '✍️',
  },
  {
    to: `${paths.appMessageGenerator.path}?mode=reply`,
    title: 'Reply',
    text: 'Paste or screenshot a chat and get replies that fit.',
    emoji: '💬',
  },
  { to: paths.appHistory.path, title: 'View History', text: 'See what you generated before.', emoji: '🕘' },
  {
    to: paths.appMessageIq.path,
    title: 'MessageIQ',
    text: 'Check the tone and red flags of a message before you send it.',
    emoji: '🔍',
  },
] as const

/** docs/product.md §2 Dashboard: the link cards (the specified three, Reply and MessageIQ). */
export function QuickLinks() {
  return (
    <nav aria-label="Quick links">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <li
            key={card.to}
            className="group relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
          >
            <span aria-hidden="true" className="text-3xl">
              {card.emoji}
            </span>
            <h2 className="text-lg font-bold text-slate-900">
              <CardLink to={card.to}>{card.title}</CardLink>
            </h2>
            <p className="text-sm text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </nav>
  )
}
