import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '~/root'

function Broken(): never {
  throw new Error('render failed')
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
})
