import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { renderRoutes } from '~/test/render'
import DashboardScreen from './dashboard'

const stats = {
  totalEmojiGenerated: 1,
  totalMessagesGenerated: 0,
  mostUsedTone: { sober: 3 },
  accountAge: '1 day',
  lastActive: '2025-06-01T12:00:00.000Z',
}

describe('Dashboard screen', () => {
  it('welcomes the user with initials and e-mail, and links to the three tools and MessageIQ', async () => {
    signInForTest()
    mockFetch((call) =>
      call.url.pathname === '/api/messages/analyses'
        ? json({ analyses: [], page: 1, per_page: 3, total: 0 })
        : json({ stats }),
    )
    renderRoutes([{ path: '/app/dashboard', element: <DashboardScreen /> }], '/app/dashboard')

    expect(screen.getByRole('heading', { name: `Welcome, ${testUser.name}!` })).toBeInTheDocument()
    expect(screen.getByText(testUser.email)).toBeInTheDocument()
    expect(screen.getByText('AL')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Your Statistics' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Generate Emojis/ })).toHaveAttribute(
      'href',
      '/app/text-to-emoji',
    )
    expect(screen.getByRole('link', { name: /Message Generator/ })).toHaveAttribute(
      'href',
      '/app/message-generator',
    )
    expect(screen.getByRole('link', { name: /View History/ })).toHaveAttribute('href', '/app/history')
    expect(screen.getByRole('link', { name: /^MessageIQ/ })).toHaveAttribute('href', '/app/message-iq')
    expect(await screen.findByRole('heading', { name: 'Latest analyses' })).toBeInTheDocument()
    // Every plan can download everything stored about them (issue 36).
    expect(
      within(screen.getByRole('region', { name: 'Your data' })).getByRole('button', {
        name: 'Download my data',
      }),
    ).toBeEnabled()
  })

  it('shows the profile picture when there is one', () => {
    const picture = 'https://lh3.googleusercontent.com/a/photo.jpg'
    signInForTest({ user: { ...testUser, picture } })
    mockFetch(() => json({ stats }))
    const { container } = renderRoutes([{ path: '/', element: <DashboardScreen /> }], '/')
    expect(container.querySelector('img')).toHaveAttribute('src', picture)
  })
})
