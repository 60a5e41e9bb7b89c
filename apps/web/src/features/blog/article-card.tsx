import { CardLink } from '~/components/ui/card-link'
import { ArticleMeta } from './article-meta'
import type { BlogListEntry } from './list-entry'

export interface ArticleCardProps {
  entry: BlogListEntry
  featured?: boolean
}

/** An article in the blog list; the whole card is one link named by the article's title. */
export function ArticleCard({ entry, featured = false }: ArticleCardProps) {
  const Heading = featured ? 'h2' : 'h3'
  return (
    <article
      className={`group relative flex h-full flex-col rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md ${
        featured ? 'p-8 sm:p-10' : 'p-6'
      }`}
    >
      {featured ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-accent-700 uppercase">Featured article</p>
      ) : null}
      <ArticleMeta category={entry.category} date={entry.date} readTime={entry.readTime} />
      <Heading
        className={`mt-3 font-bold tracking-tight text-slate-900 ${featured ? 'text-3xl sm:text-4xl' : 'text-xl'}`}
      >
        <CardLink to={entry.path}>{entry.title}</CardLink>
      </Heading>
      <p className={`mt-3 text-slate-700 ${featured ? 'text-lg' : ''}`}>{entry.description}</p>
    </article>
  )
}
