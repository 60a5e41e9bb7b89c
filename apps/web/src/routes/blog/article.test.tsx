import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { blogArticleRoutes } from '~/config/paths'
import { articles } from '~/content/blog'
import BlogArticlePage, { loader, meta } from './article'

// As the prerender calls it: the request is for the page's `.data` file, `url` is the page's.
const load = (path: string) =>
  loader({
    request: new Request(`http://localhost${path}.data`),
    url: new URL(`http://localhost${path}`),
  } as Parameters<typeof loader>[0])

async function renderArticle(path: string) {
  const Stub = createRoutesStub([{ path, Component: BlogArticlePage, loader: () => load(path) }])
  render(<Stub initialEntries={[path]} />)
  return screen.findByRole('heading', { level: 1 })
}

/** The closing call to action: the section named by the #article-cta heading. */
const ctaLinks = () => {
  const section = document.getElementById('article-cta')?.closest('section')
  if (!section) throw new Error('no call to action')
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('blog article page', () => {
  it('has an article for every blog route of the route table', () => {
    expect(articles.map((article) => article.path).sort()).toEqual(
      blogArticleRoutes.map((entry) => entry.path).sort(),
    )
  })

  it('renders the title, date, read time, body and a Back to Blog link', async () => {
    const article = articles.find((candidate) => candidate.id === 'pickup-lines')
    if (!article) throw new Error('missing article')
    const heading = await renderArticle(article.path)

    expect(heading).toHaveTextContent(article.title)
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog')
    expect(screen.getByText('October 26, 2025')).toHaveAttribute('datetime', '2025-10-26')
    expect(screen.getByText(/^\d+ min read$/)).toBeInTheDocument()
    for (const section of article.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument()
    }
  })

  it.each([
    ['text-analyzer', [['Try Tipsy Free', '/login']]],
    [
      'best-pickup-lines',
      [
        ['Analyze Your Messages', '/app/message-iq'],
        ['Generate Perfect Lines', '/app/message-generator'],
      ],
    ],
    [
      'dating-app-bio-generator',
      [
        ['Generate Perfect Lines', '/app/message-generator'],
        ['Analyze Your Messages', '/app/message-iq'],
      ],
    ],
  ])('%s ends with its family call to action', async (id, expected) => {
    await renderArticle(`/blog/${id}`)
    expect(ctaLinks()).toEqual(expected)
  })

  it('computes the read time from the words at 200 a minute', async () => {
    for (const article of articles) {
      const { wordCount, readMinutes } = await load(article.path)
      expect(readMinutes).toBe(Math.ceil(wordCount / 200))
      expect(readMinutes).toBeGreaterThanOrEqual(8)
      expect(readMinutes).toBeLessThanOrEqual(12)
    }
  })

  it('describes itself as an article with BlogPosting data', async () => {
    const loaderData = await load('/blog/text-analyzer')
    const tags = meta({ loaderData } as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
    const data = tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: loaderData.article.title,
        datePublished: '2025-10-18',
      }),
    )
  })

  it('answers 404 for an unknown path', () => {
    expect(() => load('/blog/no-such-article')).toThrow()
  })
})
