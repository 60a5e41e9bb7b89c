import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/test/render'
import { Breadcrumbs, crumbsFor, hasBreadcrumbs } from './breadcrumbs'

const renderAt = (path: string) => renderRoutes([{ path: '*', element: <Breadcrumbs /> }], path)

describe('Breadcrumbs', () => {
  it('appear only on paths containing /blog or /app/', () => {
    expect(['/blog', '/blog/pickup-lines', '/app/dashboard'].every(hasBreadcrumbs)).toBe(true)
    expect(['/', '/login', '/app', '/about', '/pricing'].some(hasBreadcrumbs)).toBe(false)
  })

  it('start at Home and name each segment from the route table', () => {
    expect(crumbsFor('/blog/dating-app-bio-generator')).toEqual([
      { path: '/', name: 'Home' },
      { path: '/blog', name: 'Blog' },
      { path: '/blog/dating-app-bio-generator', name: 'Dating App Bio Generator' },
    ])
    expect(crumbsFor('/app/text-to-emoji/good%20morning').map((crumb) => crumb.name)).toEqual([
      'Home',
      'Dashboard',
      'Text-to-Emoji',
      'Good morning',
    ])
  })

  it('lead from the app to its home, the dashboard, and name the dashboard once', () => {
    expect(crumbsFor('/app/history')).toEqual([
      { path: '/', name: 'Home' },
      { path: '/app/dashboard', name: 'Dashboard' },
      { path: '/app/history', name: 'History' },
    ])
    expect(crumbsFor('/app/dashboard')).toEqual([
      { path: '/', name: 'Home' },
      { path: '/app/dashboard', name: 'Dashboard' },
    ])
  })

  it('render links for the ancestors, the current page last, and BreadcrumbList JSON-LD', () => {
    const { container } = renderAt('/app/history')

    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard')
    expect(screen.getByText('History')).toHaveAttribute('aria-current', 'page')
    expect(nav).toBeInTheDocument()

    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
        { '@type': 'ListItem', position: 2, name: 'Dashboard', item: 'http://localhost:3000/app/dashboard' },
        { '@type': 'ListItem', position: 3, name: 'History', item: 'http://localhost:3000/app/history' },
      ],
    })
  })

  it('render nothing elsewhere', () => {
    const { container } = renderAt('/login')
    expect(container).toBeEmptyDOMElement()
  })
})
