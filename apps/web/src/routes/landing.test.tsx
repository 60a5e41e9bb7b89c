import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import Landing, { meta } from './landing'

const renderLanding = () => renderRoutes([{ path: '/', element: <Landing /> }], '/')

describe('landing page', () => {
  it('shows the tagline and invites a visitor to start for free, or to try it at the end', () => {
    renderLanding()

    expect(screen.getByRole('heading', { level: 1, name: "Don't let your message suck" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Try For Free' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument()
  })

  it('sends a signed-in user to the app', () => {
    signInForTest()
    renderLanding()

    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app')
    expect(screen.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/app')
  })

  it('has every section of docs/product.md §2 with its counts', () => {
    renderLanding()

    const section = (name: RegExp) => within(screen.getByRole('region', { name }))
    expect(section(/three moods/).getAllByRole('radio')).toHaveLength(3)
    expect(section(/Small changes/).getAllByText('Before')).toHaveLength(3)
    expect(section(/every chat/).getAllByRole('listitem')).toHaveLength(4)
    expect(section(/hit send/).getAllByRole('listitem')).toHaveLength(4)
    expect(section(/four steps/).getAllByRole('listitem')).toHaveLength(4)
    expect(section(/better message feels like/).getAllByRole('figure')).toHaveLength(4)
    expect(
      section(/better message feels like/).getByText(/not reviews from real customers/),
    ).toBeInTheDocument()
    expect(section(/Frequently asked/).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    for (const figure of [
      'Free to use',
      '1000+ active users',
      '50K+ messages generated',
      '94% success rate',
    ]) {
      expect(screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === figure))
    }
  })

  it('says in the FAQ that only the user sees their history and can delete it', async () => {
    renderLanding()
    const question = screen.getByRole('heading', { name: 'Who can see my message history?' })
    expect(question.closest('details')).toHaveTextContent(/Only you\..*delete/)
  })

  it('scrolls to the demo and back to the top', async () => {
    const scrolled: string[] = []
    // jsdom has no layout, so no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    try {
      renderLanding()

      await userEvent.click(screen.getByRole('link', { name: 'See Live Demo' }))
      expect(scrolled.at(-1)).toBe('demo')
      expect(screen.getByRole('heading', { name: /three moods/ })).toHaveFocus()

      await userEvent.click(screen.getByRole('link', { name: 'Back to Top' }))
      expect(scrolled.at(-1)).toBe('top')
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
    }
  })

  it('describes the page with FAQPage structured data', () => {
    const data = meta().flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'FAQPage',
        mainEntity: expect.arrayContaining([expect.anything()]),
      }),
    )
  })
})
