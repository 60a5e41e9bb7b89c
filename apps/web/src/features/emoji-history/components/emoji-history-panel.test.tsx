import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { hangUntilAborted, json, mockFetch, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { EmojiHistoryPanel } from './emoji-history-panel'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const page = (history: { id: string; emoji: string; text: string; time: string }[]) =>
  json({ history, page: 1, limit: 50, hasMore: false })

function renderPanel() {
  signInForTest()
  return renderRoutes(
    [
      { path: '/app/history', element: <EmojiHistoryPanel /> },
      { path: '/app/text-to-emoji', element: <p>Text-to-Emoji screen</p> },
    ],
    '/app/history',
  )
}

const clearAll = () => screen.getByRole('button', { name: 'Clear All' })

describe('EmojiHistoryPanel', () => {
  it('asks for page 1 with 50 items and shows "Loading history..." with Clear All disabled', async () => {
    const api = mockFetch((call) => hangUntilAborted(call.signal))
    renderPanel()

    expect(await screen.findByText('Loading history...')).toBeInTheDocument()
    expect(clearAll()).toBeDisabled()
    expect(clearAll()).toHaveAttribute('title', 'Clear History')
    const url = api.callsTo('/api/emoji/history')[0]?.url
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ page: '1', limit: '50' })
  })

  it('shows the empty state with Clear All disabled', async () => {
    mockFetch(() => page([]))
    renderPanel()

    expect(await screen.findByText('No history yet')).toBeInTheDocument()
    expect(screen.getByText('Start generating emojis to see your history here')).toBeInTheDocument()
    expect(screen.getByText('Your emoji generation history')).toBeInTheDocument()
    expect(clearAll()).toBeDisabled()
  })

  it('lists cards with emoji, text and relative time, each linking back with the text as message', async () => {
    mockFetch(() =>
      page([
        { id: '2', emoji: '🍕🎉', text: 'pizza party & more', time: minutesAgo(1) },
        { id: '1', emoji: '☕', text: 'coffee', time: minutesAgo(60 * 24 * 3) },
      ]),
    )
    const user = userEvent.setup()
    renderPanel()

    const cards = await screen.findAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const [first, second] = cards
    if (!first || !second) throw new Error('cards missing')
    expect(first).toHaveTextContent('🍕🎉')
    expect(within(first).getByText('1 minute ago')).toBeInTheDocument()
    expect(within(second).getByText('3 days ago')).toBeInTheDocument()
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/app/text-to-emoji?message=pizza+party+%26+more',
    )
    expect(clearAll()).toBeEnabled()

    await user.click(within(second).getByRole('link'))
    expect(await screen.findByText('Text-to-Emoji screen')).toBeInTheDocument()
  })

  it('Clear All empties the server list and the local history, disabled while it runs', async () => {
    useAppStore.getState().addHistoryItem({ emoji: '☕', text: 'coffee', timestamp: minutesAgo(5) })
    let release: (response: Response) => void = () => {}
    const api = mockFetch((call) =>
      call.method === 'DELETE'
        ? new Promise<Response>((resolve) => {
            release = resolve
          })
        : page([{ id: '1', emoji: '☕', text: 'coffee', time: minutesAgo(5) }]),
    )
    const user = userEvent.setup()
    renderPanel()

    await screen.findByText('coffee')
    await user.click(clearAll())
    const dialog = screen.getByRole('dialog', { name: 'Clear your emoji history?' })
    await user.click(within(dialog).getByRole('button', { name: 'Clear history' }))
    expect(clearAll()).toBeDisabled()
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)

    release(json({ deleted: 1 }))
    expect(await screen.findByText('No history yet')).toBeInTheDocument()
    expect(useAppStore.getState().history).toEqual([])
    expect(clearAll()).toBeDisabled()
  })

  it('asks first, and Cancel keeps everything', async () => {
    const api = mockFetch(() => page([{ id: '1', emoji: '☕', text: 'coffee', time: minutesAgo(5) }]))
    const user = userEvent.setup()
    renderPanel()

    await user.click(await screen.findByRole('button', { name: 'Clear All' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('coffee')).toBeInTheDocument()
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)
  })

  it('keeps everything when clearing fails, says so in the dialog and the toast, and Try again clears', async () => {
    useAppStore.getState().addHistoryItem({ emoji: '☕', text: 'coffee', timestamp: minutesAgo(5) })
    let serverDown = true
    mockFetch((call) => {
      if (call.method === 'DELETE') return serverDown ? json({}, 500) : json({ deleted: 1 })
      return page(serverDown ? [{ id: '1', emoji: '☕', text: 'coffee', time: minutesAgo(5) }] : [])
    })
    const user = userEvent.setup()
    renderPanel()

    await user.click(await screen.findByRole('button', { name: 'Clear All' }))
    await user.click(screen.getByRole('button', { name: 'Clear history' }))

    await waitFor(() => expect(useAppStore.getState().error?.message).toBe('Failed to delete emoji history'))
    const dialog = screen.getByRole('dialog', { name: 'Clear your emoji history?' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to delete emoji history')
    expect(screen.getByText('coffee')).toBeInTheDocument()
    expect(useAppStore.getState().history).toHaveLength(1)

    serverDown = false
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No history yet')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(useAppStore.getState().history).toEqual([])
  })
})
