import { Link } from 'react-router'
import { paths } from '~/config/paths'

export type GeneratorMode = 'write' | 'reply'

/** The search parameter that opens the reply tab: /app/message-generator?mode=reply. */
export const replyModePath = `${paths.appMessageGenerator.path}?mode=reply`

const modes: { id: GeneratorMode; label: string; to: string }[] = [
  { id: 'write', label: 'Write a message', to: paths.appMessageGenerator.path },
  { id: 'reply', label: 'Reply to a chat', to: replyModePath },
]

/** The generator's two ways in: a new message from a request, or a reply from a conversation. */
export function GeneratorModeTabs({ mode }: { mode: GeneratorMode }) {
  return (
    <nav aria-label="Generator mode">
      <ul className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
        {modes.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              aria-current={item.id === mode ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                item.id === mode ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
