import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import LegalPage, { loader, meta } from './legal'

// As the prerender calls it: the request is for the page's `.data` file, `url` is the page's.
const load = (path: string) =>
  loader({
    request: new Request(`http://localhost${path}.data`),
    url: new URL(`http://localhost${path}`),
  } as Parameters<typeof loader>[0])

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', 11, 'December 7, 2026'],
    ['/terms-conditions', 'Terms & Conditions', 12, 'November 22, 2026'],
    ['/payment-policy', 'Payment Policy', 10, 'November 22, 2026'],
  ])('%s shows its document with numbered sections', async (path, title, sections, updated) => {
    const Stub = createRoutesStub([{ path, Component: LegalPage, loader: () => load(path) }])
    render(<Stub initialEntries={[path]} />)

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(/^Last updated/)).toHaveTextContent(`Last updated ${updated}`)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toHaveLength(sections)
    expect(headings[0]).toMatch(/^1\. /)
    expect(screen.getAllByRole('link', { name: 'support@tipsy.chat' }).length).toBeGreaterThan(0)

    const tags = meta({ loaderData: load(path) } as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ title: `${title} | Tipsy` })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `http://localhost:3000${path}` })
  })

  it('answers 404 for any other path', () => {
    expect(() => load('/cookie-policy')).toThrow()
  })
})
