import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/test/render'
import NotFound from './not-found'

describe('404 page', () => {
  it('says the page was not found and lists the three likely causes', () => {
    renderRoutes([{ path: '*', element: <NotFound /> }], '/no-such-page')

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument()
    const causes = screen
      .getAllByRole('listitem')
      .slice(0, 3)
      .map((item) => item.textContent)
    expect(causes).toEqual([
      'The URL was typed wrong or is out of date',
      'The page has been moved or deleted',
      'You followed a broken link',
    ])
  })

  it('offers Go Home, Visit Blog and the quick links', () => {
    renderRoutes([{ path: '*', element: <NotFound /> }], '/no-such-page')

    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Visit Blog' })).toHaveAttribute('href', '/blog')
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }))
    expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Privacy', '/privacy-policy'],
    ])
  })
})
