import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '~/lib/query-keys'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { StatsPanel } from './stats-panel'

const stats = {
  totalEmojiGenerated: 12,
  totalMessagesGenerated: 7,
  mostUsedTone: { sober: 2, tipsy: 5 },
  accountAge: '3 days',
  lastActive: '2025-06-01T12:00:00.000Z',
}

function renderPanel() {
  signInForTest()
  return renderRoutes([{ path: '/app/dashboard', element: <StatsPanel /> }], '/app/dashboard')
}

describe('StatsPanel', () => {
  it('shows the four tiles and the last-active date', async () => {
    mockFetch(() => json({ stats }))
    renderPanel()

    expect(await screen.findByRole('heading', { name: 'Your Statistics' })).toBeInTheDocument()
    const value = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')
    expect(value('Emojis Generated')).toHaveTextContent('12')
    expect(value('Messages Generated')).toHaveTextContent('7')
    expect(value('Most Used Tone')).toHaveTextContent('tipsy')
    expect(value('Account Age')).toHaveTextContent('3 days')
    const localDate = new Date(stats.lastActive).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    })
    expect(screen.getByText(`Last active: ${localDate}`)).toBeInTheDocument()
    expect(useAppStore.getState().lastStatsFetch).toEqual(expect.any(Number))
  })

  it('shows "Unknown" as the most used tone for an empty map', async () => {
    mockFetch(() => json({ stats: { ...stats, mostUsedTone: {} } }))
    renderPanel()
    expect(await screen.findByText('Unknown')).toBeInTheDocument()
  })

  it.each([
    [500, 'Failed to load user statistics. Please try again later.'],
    [404, 'Failed to load user statistics. Please try again later.'],
    [401, 'Authentication error: Please log in again.'],
  ])('on HTTP %i says "Unable to load statistics" and "%s"', async (status, text) => {
    mockFetch(() => json({}, status))
    renderPanel()

    expect(await screen.findByRole('heading', { name: 'Unable to load statistics' })).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Your Statistics' })).not.toBeInTheDocument()
  })

  it('names the network when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    renderPanel()

    expect(await screen.findByRole('heading', { name: 'Unable to load statistics' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Network error: Please check your internet connection and ensure the API server is running.',
      ),
    ).toBeInTheDocument()
    expect(useAppStore.getState().error?.message).toBe('Failed to get user stats')
  })

  it('can try again after a failure', async () => {
    let fail = true
    mockFetch(() => (fail ? json({}, 500) : json({ stats })))
    const user = userEvent.setup()
    renderPanel()

    await screen.findByRole('heading', { name: 'Unable to load statistics' })
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Your Statistics' })).toBeInTheDocument()
  })

  it('does not fetch again within 2 minutes, but does after a generation invalidated the stats', async () => {
    const api = mockFetch(() => json({ stats }))
    const first = renderPanel()
    await screen.findByRole('heading', { name: 'Your Statistics' })
    first.unmount()

    const again = renderRoutes([{ path: '/', element: <StatsPanel /> }], '/', first.queryClient)
    await screen.findByRole('heading', { name: 'Your Statistics' })
    expect(api.callsTo('/api/user/stats')).toHaveLength(1)
    again.unmount()

    await first.queryClient.invalidateQueries({ queryKey: queryKeys.userStats })
    renderRoutes([{ path: '/', element: <StatsPanel /> }], '/', first.queryClient)
    await waitFor(() => expect(api.callsTo('/api/user/stats')).toHaveLength(2))
  })
})
