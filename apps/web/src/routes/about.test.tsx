import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/test/render'
import About, { meta } from './about'

describe('about page', () => {
  it('has the title, tagline, every section and the contact link', () => {
    renderRoutes([{ path: '/about', element: <About /> }], '/about')

    expect(screen.getByRole('heading', { level: 1, name: 'About Tipsy' })).toBeInTheDocument()
    expect(screen.getByText("Don't let your message suck")).toBeInTheDocument()
    for (const name of ['Our Mission', 'What We Do', 'Key Features', 'Technology', 'Our Vision']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(
      screen.getByText(/processed securely and are not used to train AI models without your consent/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:support@tipsy.chat',
    )
  })

  it('is indexed at /about and points the in-app copy there', () => {
    const at = (pathname: string) =>
      meta({ location: { pathname } } as Parameters<typeof meta>[0]).find(
        (tag) => 'name' in tag && tag.name === 'robots',
      )
    expect(at('/about')).toEqual({ name: 'robots', content: 'index, follow' })
    expect(at('/app/about')).toEqual({ name: 'robots', content: 'noindex, nofollow' })
  })
})
