import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import HistoryScreen from './history'

vi.mock('~/features/message-history', () => ({ MessageHistoryPanel: () => <p>Message history panel</p> }))

function renderAt(path: string) {
  signInForTest()
  mockFetch(() => json({ history: [], page: 1, limit: 50, hasMore: false }))
  return renderRoutes([{ path: '/app/history', element: <HistoryScreen /> }], path)
}

describe('History screen', () => {
  it('opens on the Emoji tab under the title "History"', async () => {
    renderAt('/app/history')
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Emoji' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByText('No history yet')).toBeInTheDocument()
  })

  it('switches to the Messages tab and keeps it in the address', async () => {
    const user = userEvent.setup()
    const { router } = renderAt('/app/history')

    await user.click(screen.getByRole('tab', { name: 'Messages' }))

    expect(screen.getByText('Message history panel')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=messages')
  })

  it('opens the Messages tab from ?tab=messages', () => {
    renderAt('/app/history?tab=messages')
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Message history panel')).toBeInTheDocument()
  })
})
