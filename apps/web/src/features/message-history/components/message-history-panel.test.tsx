import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defaultTones, type MessageHistoryItem } from '@tipsy/contracts'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { UNDO_DELETE_MS } from '../hooks/use-undoable-delete'
import { MessageHistoryPanel } from '../index'

const item = (n: number, overrides: Partial<MessageHistoryItem> = {}): MessageHistoryItem => ({
  message_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  prompt: `Prompt ${n}`,
  context: null,
  platform: 'sms',
  tones: defaultTones,
  saved: false,
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  generatedMessages: [
    { id: `v${n}-1`, tone: 'drunk', text: `Variation ${n}.1`, timestamp: '2025-01-01T00:00:00.000Z' },
    { id: `v${n}-2`, tone: 'sober', text: `Variation ${n}.2`, timestamp: '2025-01-01T00:00:00.000Z' },
  ],
  ...overrides,
})

const page = (messages: MessageHistoryItem[], total = messages.length, n = 1) =>
  json({ messages, page: n, per_page: 10, total })

beforeAll(() => {
  // jsdom has no modal dialogs; these stand in for the browser's.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
})

beforeEach(() => signInForTest())

const renderPanel = () =>
  renderRoutes([{ path: '/app/history', element: <MessageHistoryPanel /> }], '/app/history')

describe('MessageHistoryPanel', () => {
  it('loads the first page of 10, shows the total and each generation, and expands one to copy a variation', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const http = mockFetch(() => page([item(1), item(2, { platform: null })], 2))
    renderPanel()

    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...')
    const list = await screen.findByRole('list', { name: 'Generated messages' })
    expect(http.callsTo('/api/messages/history')[0]?.url.search).toBe('?page=1&per_page=10')
    expect(screen.getByText('· 2 generations')).toBeInTheDocument()

    const toggles = within(list).getAllByRole('button', { expanded: false })
    expect(toggles[0]).toHaveTextContent('Prompt 1')
    expect(toggles[0]).toHaveTextContent('SMS')
    expect(toggles[0]).toHaveTextContent('5 minutes ago')
    expect(toggles[0]).toHaveTextContent('2 variations')
    expect(toggles[1]).toHaveTextContent('Any platform')
    expect(screen.queryByText('Variation 1.1')).not.toBeInTheDocument()

    await user.click(toggles[0] as HTMLElement)
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Variation 1.1')).toBeInTheDocument()
    expect(screen.getByText('Variation 1.2')).toBeInTheDocument()

    await user.click(within(list).getAllByRole('button', { name: 'Copy' })[1] as HTMLElement)
    expect(writeText).toHaveBeenCalledWith('Variation 1.2')
    expect(within(list).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
  })

  it('shows the empty state and disables Delete All', async () => {
    mockFetch(() => page([], 0))
    renderPanel()
    expect(await screen.findByText('No messages yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete All' })).toBeDisabled()
  })

  it('shows the error with a retry', async () => {
    const user = userEvent.setup()
    let fail = true
    mockFetch(() => (fail ? json({ detail: 'Database unavailable' }, 503) : page([item(1)])))
    renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Prompt 1')).toBeInTheDocument()
  })

  it('pages with previous and next, disabled at the ends', async () => {
    const user = userEvent.setup()
    const http = mockFetch((call) => {
      const n = Number(call.url.searchParams.get('page'))
      return page([item(n * 100)], 23, n)
    })
    renderPanel()
    await screen.findByText('Prompt 100')

    const pages = screen.getByRole('navigation', { name: 'Message history pages' })
    expect(pages).toHaveTextContent('Page 1 of 3')
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled()

    await user.click(within(pages).getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Prompt 200')).toBeInTheDocument()
    await user.click(within(pages).getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Prompt 300')).toBeInTheDocument()
    expect(pages).toHaveTextContent('Page 3 of 3')
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled()
    expect(http.callsTo('/api/messages/history').map((call) => call.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ])
  })

  it('hides a deleted generation at once, offers Undo for a few seconds, then deletes it on the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    let items = [item(1), item(2)]
    const http = mockFetch((call) => {
      if (call.method === 'DELETE') {
        items = items.filter((entry) => !call.url.pathname.endsWith(entry.message_id))
        return json({ deleted: 1 })
      }
      return page(items)
    })
    renderPanel()
    await screen.findByText('Prompt 1')

    await user.click(screen.getByRole('button', { name: 'Delete “Prompt 1”' }))

    expect(screen.queryByText('Prompt 1')).not.toBeInTheDocument()
    expect(screen.getByText('Prompt 2')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Message deleted.')
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus()
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 100))
    expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)

    await act(() => vi.advanceTimersByTimeAsync(100))
    await vi.waitFor(() => expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1))
    const deletion = http.calls.find((call) => call.method === 'DELETE')
    expect(deletion?.url.pathname).toBe(`/api/messages/history/${item(1).message_id}`)
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument())
    expect(screen.queryByText('Prompt 1')).not.toBeInTheDocument()
  })

  it('brings a deleted generation back with Undo, and never deletes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const http = mockFetch(() => page([item(1), item(2)]))
    renderPanel()
    await screen.findByText('Prompt 1')

    await user.click(screen.getByRole('button', { name: 'Delete “Prompt 1”' }))
    await user.click(screen.getByRole('button', { name: 'Undo' }))

    expect(screen.getByText('Prompt 1')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2))
    expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)
  })

  it('deletes what is waiting for its Undo when the screen is left', async () => {
    const user = userEvent.setup()
    const http = mockFetch((call) => (call.method === 'DELETE' ? json({ deleted: 1 }) : page([item(1)])))
    const { unmount } = renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Delete “Prompt 1”' }))
    expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)

    unmount()

    await vi.waitFor(() => expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1))
  })

  it('asks before deleting everything, and does nothing on Cancel', async () => {
    const user = userEvent.setup()
    let items = [item(1), item(2)]
    const http = mockFetch((call) => {
      if (call.method === 'DELETE') {
        items = []
        return json({ deleted: 2 })
      }
      return page(items)
    })
    renderPanel()
    await screen.findByText('Prompt 1')

    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete all messages?' })
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }))

    expect(await screen.findByText('No messages yet')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const deletion = http.calls.find((call) => call.method === 'DELETE')
    expect(deletion?.url.pathname).toBe('/api/messages/history')
  })

  it('says when a delete fails, brings the generation back, and deletes it on Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const timed = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    let items = [item(1), item(2)]
    let serverDown = true
    const http = mockFetch((call) => {
      if (call.method === 'DELETE') {
        if (serverDown) return json({ detail: 'Failed to delete message' }, 503)
        items = items.filter((entry) => !call.url.pathname.endsWith(entry.message_id))
        return json({ deleted: 1 })
      }
      return page(items)
    })
    renderPanel()
    await screen.findByText('Prompt 1')

    // Delete, wait out Undo, and the server refuses.
    await timed.click(screen.getByRole('button', { name: 'Delete “Prompt 1”' }))
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to delete message')
    expect(await screen.findByText('Prompt 1')).toBeInTheDocument()

    serverDown = false
    await timed.click(within(alert).getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(screen.queryByText('Prompt 1')).not.toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(http.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2)
  })

  it('keeps the Delete All dialog open when the delete fails, and Try again deletes everything', async () => {
    const user = userEvent.setup()
    let items = [item(1), item(2)]
    let serverDown = true
    mockFetch((call) => {
      if (call.method === 'DELETE') {
        if (serverDown) return json({ detail: 'Failed to delete all messages' }, 503)
        items = []
        return json({ deleted: 2 })
      }
      return page(items)
    })
    renderPanel()
    await screen.findByText('Prompt 1')

    await user.click(screen.getByRole('button', { name: 'Delete All' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete all messages?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete all messages')
    expect(screen.getByText('Prompt 1')).toBeInTheDocument()

    serverDown = false
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No messages yet')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  describe('with the plan', () => {
    const withPlan = (plan: ReturnType<typeof freePlan>, exported?: () => Response) =>
      mockFetch((call) => {
        if (call.url.pathname === '/api/user/plan') return json(plan)
        if (call.url.pathname === '/api/messages/export' && exported) return exported()
        return page([item(1)], 1)
      })

    it('offers Premium users JSON and CSV exports, saved under the server’s file name', async () => {
      const user = userEvent.setup()
      const http = withPlan(
        premiumPlan(),
        () =>
          new Response('[]', {
            headers: {
              'content-type': 'application/json',
              'content-disposition': 'attachment; filename="tipsy-messages-2026-01-01.json"',
            },
          }),
      )
      const createObjectURL = vi.fn(() => 'blob:export')
      // jsdom has no object URLs.
      vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }))
      let saved: HTMLAnchorElement | null = null
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved = this
      })
      renderPanel()

      const exports = await screen.findByRole('group', { name: 'Export history as' })
      await user.click(within(exports).getByRole('button', { name: 'JSON' }))

      await vi.waitFor(() => expect(saved).not.toBeNull())
      expect(saved).toHaveAttribute('download', 'tipsy-messages-2026-01-01.json')
      expect(saved).toHaveAttribute('href', 'blob:export')
      expect(http.callsTo('/api/messages/export')[0]?.url.search).toBe('?format=json')
      expect(within(exports).getByRole('button', { name: 'CSV' })).toBeEnabled()
      expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()
    })

    it('says when an export fails, and Try again exports the same format', async () => {
      const user = userEvent.setup()
      let serverDown = true
      const http = withPlan(premiumPlan(), () =>
        serverDown
          ? json({ detail: 'Failed to export messages' }, 503)
          : new Response('a,b', { headers: { 'content-type': 'text/csv' } }),
      )
      vi.stubGlobal(
        'URL',
        Object.assign(class extends URL {}, {
          createObjectURL: () => 'blob:export',
          revokeObjectURL: vi.fn(),
        }),
      )
      const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
      renderPanel()

      const exports = await screen.findByRole('group', { name: 'Export history as' })
      await user.click(within(exports).getByRole('button', { name: 'CSV' }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Failed to export messages')

      serverDown = false
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce())
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(http.callsTo('/api/messages/export').map((call) => call.url.search)).toEqual([
        '?format=csv',
        '?format=csv',
      ])
    })

    it('tells Free users how much history is kept, with no export', async () => {
      withPlan(freePlan())
      renderPanel()

      expect(await screen.findByText(/The Free plan keeps your last 10 generations/)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
      expect(screen.queryByRole('group', { name: 'Export history as' })).not.toBeInTheDocument()
    })
  })
})
