import { data, Link } from 'react-router'
import { paths } from '~/config/paths'
import { articles } from '~/content/blog'
import { ArticleBody } from '~/features/blog/article-body'
import { ArticleCta } from '~/features/blog/article-cta'
import { ArticleMeta } from '~/features/blog/article-meta'
import { articleWordCount, readMinutes, readTimeLabel } from '~/features/blog/read-time'
import { blogPostingJsonLd, seo } from '~/lib/seo'
import type { Route } from './+types/article'

/** Offline, the page says so inside the site's header and footer. */
export { PageDataErrorBoundary as ErrorBoundary } from '~/app/layout/error-fallbacks'

/**
 * Runs at build time only (every article path is prerendered): the page's HTML holds the text,
 * and no article ships in the JavaScript bundle. It reads `url`, not `request.url`: the
 * prerender's data request is for `/blog/text-analyzer.data`.
 */
export function loader({ url }: Route.LoaderArgs) {
  const pathname = url.pathname.replace(/\/+$/, '')
  const article = articles.find((candidate) => candidate.path === pathname)
  if (!article) throw data('Article not found', { status: 404 })
  const wordCount = articleWordCount(article)
  return { article, wordCount, readMinutes: readMinutes(wordCount) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [{ title: 'Article not found | Tipsy' }]
  const { article, wordCount, readMinutes } = loaderData
  return seo({
    title: `${article.title} | Tipsy Blog`,
    description: article.description,
    path: article.path,
    keywords: article.keywords,
    type: 'article',
    publishedTime: article.date,
    jsonLd: [
      blogPostingJsonLd({
        title: article.title,
        description: article.description,
        path: article.path,
        date: article.date,
        category: article.category,
        keywords: article.keywords,
        wordCount,
        readMinutes,
      }),
    ],
  })
}

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, readMinutes } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pb-24">
      <Link
        to={paths.blog.path}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        <span aria-hidden="true">←</span> Back to Blog
      </Link>
      <header className="mt-8 border-b border-slate-200 pb-8">
        <ArticleMeta category={article.category} date={article.date} readTime={readTimeLabel(readMinutes)} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-xl text-pretty text-slate-600">{article.description}</p>
      </header>
      <div className="mt-10">
        <ArticleBody article={article} />
      </div>
      <ArticleCta family={article.family} />
    </article>
  )
}
