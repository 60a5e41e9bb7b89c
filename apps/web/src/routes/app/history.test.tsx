import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnalysisHistoryItem } from '@tipsy/contracts'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { flaggedMessage, sampleAnalysis } from '~/test/analysis'
import { json, mockFetch, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import HistoryScreen from './history'

const stored: AnalysisHistoryItem = {
  id: '00000000-0000-4000-8000-000000000001',
  message: flaggedMessage,
  use_case: 'work_email',
  result: sampleAnalysis,
  timestamp: '2026-01-01T00:00:00.000Z',
}

vi.mock('~/features/message-history', () => ({
  MessageHistoryPanel: () => <p>Message history panel</p>,
  AnalysisHistoryPanel: ({
    renderAnalysis,
  }: {
    renderAnalysis: (item: AnalysisHistoryItem) => ReactNode
  }) => (
    <div>
      <p>Analysis history panel</p>
      {renderAnalysis(stored)}
    </div>
  ),
}))

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

  it('opens the Analyses tab from ?tab=analyses, showing a stored analysis with MessageIQ’s own view', () => {
    renderAt(`/app/history?tab=analyses&analysis=${stored.id}`)
    expect(screen.getByRole('tab', { name: 'Analyses' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Analysis history panel')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Analysis' })).toBeInTheDocument()
    expect(screen.getByTestId('highlighted-text')).toHaveTextContent(flaggedMessage.slice(0, 17))
    expect(screen.getByRole('heading', { name: /Red flags/ })).toHaveTextContent('(3)')
  })

  it('keeps the Emoji tab as it was for an unknown ?tab', () => {
    renderAt('/app/history?tab=nonsense')
    expect(screen.getByRole('tab', { name: 'Emoji' })).toHaveAttribute('aria-selected', 'true')
  })
})
