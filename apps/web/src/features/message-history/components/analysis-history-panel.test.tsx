import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Analysis, AnalysisHistoryItem } from '@tipsy/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, type RecordedCall, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { UNDO_DELETE_MS } from '../hooks/use-undoable-delete'
import { AnalysisHistoryPanel } from '../index'

const flag = (type: string): Analysis['red_flags'][number] => ({
  type,
  severity: 'medium',
  description: 'Reads as pressure.',
  suggestion: 'Ask once.',
})

const result = (flags: number): Analysis => ({
  scores: {
    tone: { value: 'passive_aggressive', description: 'Polite words with an edge.' },
    clarity: { score: 70 },
    emotional_temperature: { value: 60, label: 'heated' },
    sentiment: { label: 'negative', score: -0.4 },
  },
  red_flags: Array.from({ length: flags }, (_, index) => flag(`flag_${index}`)),
  insights: [],
})

const item = (n: number, overrides: Partial<AnalysisHistoryItem> = {}): AnalysisHistoryItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  message: `Message ${n}`,
  use_case: 'work_email',
  result: result(n === 1 ? 2 : 0),
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
})

const listOf = (analyses: AnalysisHistoryItem[], total = analyses.length, n = 1) =>
  json({ analyses, page: n, per_page: 10, total })

const deletes = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'DELETE')

/** The server of one user's analyses; `plan` answers GET /user/plan. */
function serve(items: AnalysisHistoryItem[], plan = premiumPlan()) {
  let stored = [...items]
  return mockFetch((call) => {
    const path = call.url.pathname
    if (path === '/api/user/plan') return json(plan)
    if (path === '/api/messages/analyses') {
      if (call.method === 'DELETE') {
        const deleted = stored.length
        stored = []
        return json({ deleted })
      }
      return listOf(stored)
    }
    const found = stored.find((entry) => path === `/api/messages/analyses/${entry.id}`)
    if (!found) return json({ detail: 'Analysis not found', code: 'not_found' }, 404)
    if (call.method === 'DELETE') {
      stored = stored.filter((entry) => entry !== found)
      return json({ deleted: 1 })
    }
    return json({ analysis: found })
  })
}

const renderPanel = (path = '/app/history?tab=analyses') =>
  renderRoutes(
    [
      {
        path: '/app/history',
        element: (
          <AnalysisHistoryPanel
            renderAnalysis={(stored) => (
              <h2 id="analysis-heading" tabIndex={-1}>
                Full analysis of {stored.message}
              </h2>
            )}
          />
        ),
      },
    ],
    path,
  )

beforeEach(() => signInForTest())

describe('AnalysisHistoryPanel', () => {
  it('lists each analysis with its message, tone, sentiment, red flags and time', async () => {
    const http = serve([item(1), item(2)])
    renderPanel()

    expect(screen.getByRole('status')).toHaveTextContent('Loading analyses...')
    const list = await screen.findByRole('list', { name: 'Analyses' })
    expect(http.callsTo('/api/messages/analyses')[0]?.url.search).toBe('?page=1&per_page=10')
    expect(screen.getByText('· 2 analyses')).toBeInTheDocument()

    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first as HTMLElement).getByRole('link', { name: 'Message 1' })).toHaveAttribute(
      'href',
      `/app/history?tab=analyses&analysis=${item(1).id}`,
    )
    expect(first).toHaveTextContent('Tone: Passive aggressive')
    expect(first).toHaveTextContent('Sentiment: Negative')
    expect(first).toHaveTextContent('2 red flags')
    expect(first).toHaveTextContent('5 minutes ago')
    expect(second).toHaveTextContent('No red flags')
    // Premium keeps every analysis: no note about a limit.
    await vi.waitFor(() => expect(http.callsTo('/api/user/plan')).toHaveLength(1))
    expect(screen.queryByText(/The Free plan keeps/)).not.toBeInTheDocument()
  })

  it('tells Free users that the last 10 are kept, with a link to pricing', async () => {
    serve([item(1)], freePlan())
    renderPanel()

    expect(await screen.findByText(/The Free plan keeps your last 10 analyses/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
  })

  it('shows the empty state, leads to MessageIQ and disables Delete All', async () => {
    serve([])
    renderPanel()

    expect(await screen.findByText('No analyses yet')).toBeInTheDocument()
    expect(screen.getByText('Analyze a message in MessageIQ to see it here')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to MessageIQ' })).toHaveAttribute('href', '/app/message-iq')
    expect(screen.getByRole('button', { name: 'Delete All' })).toBeDisabled()
  })

  it("shows the server's detail when the list fails, and Try again reads it again", async () => {
    const user = userEvent.setup()
    let fail = true
    mockFetch((call) =>
      call.url.pathname === '/api/user/plan'
        ? json(premiumPlan())
        : fail
          ? json({ detail: 'Database unavailable' }, 503)
          : listOf([item(1)]),
    )
    renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Message 1')).toBeInTheDocument()
  })

  it('opens an analysis in full, and Back returns to the list with the focus on it', async () => {
    const user = userEvent.setup()
    const http = serve([item(1), item(2)])
    const { router } = renderPanel()

    await user.click(await screen.findByRole('link', { name: 'Message 1' }))

    const heading = await screen.findByRole('heading', { name: 'Full analysis of Message 1' })
    expect(heading).toHaveFocus()
    expect(router.state.location.search).toBe(`?tab=analyses&analysis=${item(1).id}`)
    expect(http.callsTo(`/api/messages/analyses/${item(1).id}`)).toHaveLength(1)
    expect(screen.getByText(/Work e-mail ·/)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Analyses' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: /Back to analyses/ }))
    expect(router.state.location.search).toBe('?tab=analyses')
    expect(await screen.findByRole('link', { name: 'Message 1' })).toHaveFocus()
  })

  it('says when an opened analysis is not there (deleted, or not yours), without Try again', async () => {
    serve([item(1)])
    renderPanel('/app/history?tab=analyses&analysis=00000000-0000-4000-8000-000000000999')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Analysis not found')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to analyses/ })).toHaveAttribute(
      'href',
      '/app/history?tab=analyses',
    )
  })

  it('hides a deleted analysis at once, offers Undo, then deletes it on the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const http = serve([item(1), item(2)])
    renderPanel()
    await screen.findByText('Message 1')

    await user.click(screen.getByRole('button', { name: 'Delete the analysis of “Message 1”' }))

    expect(screen.queryByText('Message 1')).not.toBeInTheDocument()
    expect(screen.getByText('· 1 analysis')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Analysis deleted.')
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus()
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 100))
    expect(deletes(http.calls)).toHaveLength(0)

    await act(() => vi.advanceTimersByTimeAsync(100))
    await vi.waitFor(() => expect(deletes(http.calls)).toHaveLength(1))
    expect(deletes(http.calls)[0]?.url.pathname).toBe(`/api/messages/analyses/${item(1).id}`)
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument())
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument()
  })

  it('deletes an opened analysis from its own view: back to the list, with Undo', async () => {
    const user = userEvent.setup()
    const http = serve([item(1), item(2)])
    const { router } = renderPanel(`/app/history?tab=analyses&analysis=${item(2).id}`)
    await screen.findByRole('heading', { name: 'Full analysis of Message 2' })

    await user.click(screen.getByRole('button', { name: 'Delete' }))

    expect(router.state.location.search).toBe('?tab=analyses')
    expect(await screen.findByText('Message 1')).toBeInTheDocument()
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByText('Message 2')).toBeInTheDocument()
    expect(deletes(http.calls)).toHaveLength(0)
  })

  it('asks before deleting every analysis, then empties the list', async () => {
    const user = userEvent.setup()
    const http = serve([item(1), item(2)])
    renderPanel()
    await screen.findByText('Message 1')

    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete all analyses?' })
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(deletes(http.calls)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }))

    expect(await screen.findByText('No analyses yet')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(deletes(http.calls).map((call) => call.url.pathname)).toEqual(['/api/messages/analyses'])
  })
})
