import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CtaBanner } from '~/components/ui/cta-banner'
import { Section } from '~/components/ui/section'
import { paths } from '~/config/paths'
import { articles } from '~/content/blog'
import { ArticleCard } from '~/features/blog/article-card'
import { toListEntry } from '~/features/blog/list-entry'
import { ResourceCards } from '~/features/blog/resource-cards'
import { absoluteUrl, seo } from '~/lib/seo'
import type { Route } from './+types/index'

/** Offline, the page says so inside the site's header and footer. */
export { PageDataErrorBoundary as ErrorBoundary } from '~/app/layout/error-fallbacks'

/** Runs at build time only: the article bodies never ship in the list page's JavaScript. */
export function loader() {
  return { entries: articles.map(toListEntry) }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: 'Tipsy Blog | Texting Tips, Message Analysis and Pickup Lines',
    description:
      'Guides to reading and writing better messages: how text analyzers work, sentiment analysis, texting etiquette, pickup lines that land and dating app bios that get matches.',
    path: paths.blog.path,
    keywords: ['texting tips', 'message analysis', 'pickup lines', 'dating app bio'],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: 'The Tipsy Blog',
        url: absoluteUrl(paths.blog.path),
        blogPost: (loaderData?.entries ?? []).map((entry) => ({
          '@type': 'BlogPosting',
          headline: entry.title,
          url: absoluteUrl(entry.path),
          datePublished: entry.date,
        })),
      },
    ],
  })

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const [featured, ...rest] = loaderData.entries
  return (
    <>
      <header className="mx-auto max-w-3xl px-4 pt-10 pb-8 text-center sm:px-6 sm:pt-14">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">The Tipsy Blog</h1>
        <p className="mt-4 text-lg text-pretty text-slate-700">
          Practical guides to messages that get the reply you want: how to read tone and sentiment, how AI
          text analysis works, and how to flirt, open and write a bio without cringing.
        </p>
      </header>

      {featured ? (
        <section aria-label="Featured article" className="mx-auto max-w-6xl px-4 sm:px-6">
          <ArticleCard entry={featured} featured />
        </section>
      ) : null}

      <Section id="all-articles" title="All Articles">
        <ul className="grid gap-6 md:grid-cols-2">
          {rest.map((entry) => (
            <li key={entry.id}>
              <ArticleCard entry={entry} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        id="blog-cta"
        title="Put the advice to work"
        text="Analyse a message, fix its tone or write a new one in seconds. Tipsy is free to try."
      >
        <Link to={paths.login.path} className={buttonClasses('secondary', 'lg')}>
          Try Tipsy Free
        </Link>
      </CtaBanner>

      <Section
        id="resources"
        title="Resources"
        intro="Start with one of these if you are new here."
        tone="tinted"
      >
        <ResourceCards />
      </Section>
    </>
  )
}
