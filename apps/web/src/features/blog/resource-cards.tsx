import { CardLink } from '~/components/ui/card-link'
import { paths } from '~/config/paths'

const resources = [
  {
    emoji: '🎓',
    title: 'Learning Center',
    text: 'A step-by-step method for reading any message: purpose, tone, clarity and risk.',
    to: paths.blogHowToAnalyzeText.path,
  },
  {
    emoji: '🤖',
    title: 'AI Tips',
    text: 'How AI text analyzers score your words, and when to trust them.',
    to: paths.blogTextAnalyzer.path,
  },
  {
    emoji: '💬',
    title: 'Communication Hacks',
    text: 'Fix the texts that get misread, left on read or start arguments.',
    to: paths.blogTextMessageAnalyzer.path,
  },
] as const

/** docs/product.md §2: three resource cards, each leading to an article. */
export function ResourceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {resources.map((resource) => (
        <li
          key={resource.title}
          className="group relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:shadow-md"
        >
          <span aria-hidden="true" className="text-3xl">
            {resource.emoji}
          </span>
          <h3 className="mt-3 text-lg font-bold text-slate-900">
            <CardLink to={resource.to}>{resource.title}</CardLink>
          </h3>
          <p className="mt-2 text-slate-700">{resource.text}</p>
        </li>
      ))}
    </ul>
  )
}
