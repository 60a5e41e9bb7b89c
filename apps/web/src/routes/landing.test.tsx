import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import Landing from './landing'

describe('landing page', () => {
  it('shows the tagline and invites a visitor to start for free', () => {
    renderRoutes([{ path: '/', element: <Landing /> }], '/')

    expect(screen.getByRole('heading', { level: 1, name: "Don't let your message suck" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/login')
  })

  it('sends a signed-in user to the dashboard', () => {
    signInForTest()
    renderRoutes([{ path: '/', element: <Landing /> }], '/')

    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app')
  })
})
