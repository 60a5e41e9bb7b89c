import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnalysisHistoryItem } from '@tipsy/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { LatestAnalyses } from './latest-analyses'

const item = (n: number): AnalysisHistoryItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  message: `Message ${n}`,
  use_case: 'general',
  result: {
    scores: {
      tone: { value: 'friendly', description: 'Warm and open.' },
      clarity: { score: 90 },
      emotional_temperature: { value: 40, label: 'warm' },
      sentiment: { label: 'positive', score: 0.5 },
    },
    red_flags: [],
    insights: [],
  },
  timestamp: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
})

const renderSection = () =>
  renderRoutes([{ path: '/app/dashboard', element: <LatestAnalyses /> }], '/app/dashboard')

beforeEach(() => signInForTest())

describe('LatestAnalyses', () => {
  it('shows the three newest analyses, each opening in History, and a link to all of them', async () => {
    const http = mockFetch(() =>
      json({ analyses: [item(3), item(2), item(1)], page: 1, per_page: 3, total: 7 }),
    )
    renderSection()

    expect(screen.getByRole('status')).toHaveTextContent('Loading analyses...')
    const list = await screen.findByRole('list', { name: 'Latest analyses' })
    expect(http.callsTo('/api/messages/analyses')[0]?.url.search).toBe('?page=1&per_page=3')
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    expect(cards[0]).toHaveTextContent('Tone: Friendly')
    expect(cards[0]).toHaveTextContent('Sentiment: Positive')
    expect(cards[0]).toHaveTextContent('No red flags')
    expect(cards[0]).toHaveTextContent('2 hours ago')
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Message 3' })).toHaveAttribute(
      'href',
      `/app/history?tab=analyses&analysis=${item(3).id}`,
    )
    expect(screen.getByRole('link', { name: 'View all in History' })).toHaveAttribute(
      'href',
      '/app/history?tab=analyses',
    )
  })

  it('leads to MessageIQ while there is none', async () => {
    mockFetch(() => json({ analyses: [], page: 1, per_page: 3, total: 0 }))
    renderSection()

    expect(await screen.findByText(/No analyses yet/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Analyze a message in MessageIQ' })).toHaveAttribute(
      'href',
      '/app/message-iq',
    )
    expect(screen.queryByRole('link', { name: 'View all in History' })).not.toBeInTheDocument()
  })

  it("shows the server's detail when they cannot be read, and Try again reads them again", async () => {
    const user = userEvent.setup()
    let fail = true
    mockFetch(() =>
      fail
        ? json({ detail: 'Database unavailable' }, 503)
        : json({ analyses: [item(1)], page: 1, per_page: 3, total: 1 }),
    )
    renderSection()

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Message 1' })).toBeInTheDocument()
  })
})
