import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '~/root'
import { PageDataErrorBoundary } from './error-fallbacks'

function Broken(): never {
  throw new Error('render failed')
}

function PrivacyPolicy() {
  return <h1>Privacy Policy</h1>
}

function Nothing() {
  return null
}

describe('error fallbacks', () => {
  it('shows "Unexpected Application Error!" with the status for a routing failure', () => {
    const router = createMemoryRouter([{ path: '/', element: null, ErrorBoundary }], {
      initialEntries: ['/missing'],
    })
    render(<RouterProvider router={router} />)

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('404 Not Found')).toBeInTheDocument()
  })

  it('shows the generic fallback for a render error, with a Refresh Page button that reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary }])} />)

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument()
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('offers "Try again" (no reload) when a page’s data could not be fetched, and shows the page once it can', async () => {
    let serverUp = false
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          if (!serverUp) throw new TypeError('Failed to fetch')
          return { title: 'Privacy Policy' }
        },
        Component: PrivacyPolicy,
        ErrorBoundary,
      },
    ])
    render(<RouterProvider router={router} />)

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/It still could not be reached/)).toBeInTheDocument()

    serverUp = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })

  it('shows a page’s failed fetch in its own boundary, and passes any other error on to the root’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = (error: unknown) => () => {
      throw error
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Outlet,
          ErrorBoundary,
          children: [
            {
              path: 'offline',
              loader: failing(new TypeError('Failed to fetch')),
              Component: Nothing,
              ErrorBoundary: PageDataErrorBoundary,
            },
            {
              path: 'missing',
              loader: failing(data('Article not found', { status: 404 })),
              Component: Nothing,
              ErrorBoundary: PageDataErrorBoundary,
            },
          ],
        },
      ],
      { initialEntries: ['/offline'] },
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument()

    await router.navigate('/missing')
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
  })
})
