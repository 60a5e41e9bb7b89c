import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { articles } from '~/content/blog'
import BlogIndex, { loader, meta } from './index'

async function renderBlog() {
  const Stub = createRoutesStub([{ path: '/blog', Component: BlogIndex, loader }])
  render(<Stub initialEntries={['/blog']} />)
  await screen.findByRole('heading', { level: 1 })
}

describe('blog index', () => {
  it('features the first article and lists the others under All Articles', async () => {
    await renderBlog()
    const [first, ...rest] = articles

    const featured = within(screen.getByRole('region', { name: 'Featured article' }))
    expect(featured.getByRole('link', { name: first?.title })).toHaveAttribute('href', first?.path)

    const all = within(screen.getByRole('region', { name: 'All Articles' }))
    expect(all.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(rest.map((a) => a.path))
    expect(all.getAllByText(/^\d+ min read$/)).toHaveLength(rest.length)
  })

  it('invites the reader to try Tipsy and offers three resource cards leading to articles', async () => {
    await renderBlog()
    expect(screen.getByRole('link', { name: 'Try Tipsy Free' })).toHaveAttribute('href', '/login')

    const resources = within(screen.getByRole('region', { name: 'Resources' }))
    const links = resources.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Learning Center',
      'AI Tips',
      'Communication Hacks',
    ])
    const articlePaths = articles.map((article) => article.path)
    for (const link of links) expect(articlePaths).toContain(link.getAttribute('href'))
  })

  it('lists the posts in its Blog structured data', () => {
    const tags = meta({ loaderData: loader() } as Parameters<typeof meta>[0])
    const blog = tags
      .flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
      .find((data) => (data as { '@type'?: string })['@type'] === 'Blog') as
      | { blogPost: unknown[] }
      | undefined
    expect(blog?.blogPost).toHaveLength(10)
  })
})
