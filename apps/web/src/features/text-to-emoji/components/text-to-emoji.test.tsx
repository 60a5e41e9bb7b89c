import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defaultTones } from '@tipsy/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, type RecordedCall, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { TextToEmoji } from './text-to-emoji'

vi.mock('frimousse', () => import('~/test/fake-frimousse'))

const preferences = (selectedEmoji: string | null = null) => ({
  preferences: { defaultTones, defaultPlatform: null, defaultUseCase: 'general', selectedEmoji },
})

interface ServerOptions {
  generate?: (call: RecordedCall) => Response | Promise<Response>
  savedEmoji?: string | null
}

function server({ generate, savedEmoji = null }: ServerOptions = {}) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/user/preferences' && call.method === 'GET')
      return json(preferences(savedEmoji))
    if (call.url.pathname === '/api/user/preferences' && call.method === 'PUT') {
      const body = call.body as { selectedEmoji: string | null }
      return json(preferences(body.selectedEmoji))
    }
    if (call.url.pathname === '/api/emoji/generate') {
      return generate?.(call) ?? json({ emoji: '🍕🎉', timestamp: '2025-06-01T12:00:00.000Z' })
    }
    return json({ detail: 'Not found' }, 404)
  })
}

function renderScreen(initialMessage = '') {
  signInForTest()
  return renderRoutes(
    [{ path: '/app/text-to-emoji', element: <TextToEmoji initialMessage={initialMessage} /> }],
    '/app/text-to-emoji',
  )
}

const input = () => screen.getByPlaceholderText('What are you thinking? 🤔')

/** A response we release by hand, to look at the loading state. */
function deferred() {
  let release: (response: Response) => void = () => {}
  const promise = new Promise<Response>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Text-to-Emoji submit rules (docs/product.md §5)', () => {
  it('prefills the input with the given message', async () => {
    server()
    renderScreen('pizza party')
    expect(input()).toHaveValue('pizza party')
  })

  it('submits on Enter: "Generating emoji...", input disabled, then the emoji beside the message', async () => {
    const pending = deferred()
    const api = server({ generate: () => pending.promise })
    const user = userEvent.setup()
    renderScreen('  pizza party ')

    await user.click(input())
    await user.keyboard('{Enter}')

    expect(await screen.findByText('Generating emoji...')).toBeInTheDocument()
    expect(input()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled()
    expect(api.callsTo('/api/emoji/generate')[0]?.body).toEqual({ text: 'pizza party', emoji: null })

    pending.release(json({ emoji: '🍕🎉', timestamp: '2025-06-01T12:00:00.000Z' }))
    expect(await screen.findByTestId('emoji-result')).toHaveTextContent('🍕🎉')
    expect(screen.getByText('pizza party')).toBeInTheDocument()
    expect(input()).toBeEnabled()
    await waitFor(() => expect(input()).toHaveFocus())
  })

  it('adds each success first in the local history', async () => {
    useAppStore.getState().addHistoryItem({ emoji: '👋', text: 'hi', timestamp: '2025-01-01T00:00:00.000Z' })
    server()
    const user = userEvent.setup()
    renderScreen('pizza party')

    await user.click(input())
    await user.keyboard('{Enter}')
    await screen.findByTestId('emoji-result')

    expect(useAppStore.getState().history).toEqual([
      { emoji: '🍕🎉', text: 'pizza party', timestamp: '2025-06-01T12:00:00.000Z' },
      { emoji: '👋', text: 'hi', timestamp: '2025-01-01T00:00:00.000Z' },
    ])
  })

  it('does not submit on Shift+Enter', async () => {
    const api = server()
    const user = userEvent.setup()
    renderScreen('pizza party')

    await user.click(input())
    await user.keyboard('{Shift>}{Enter}{/Shift}')

    expect(api.callsTo('/api/emoji/generate')).toHaveLength(0)
    expect(screen.queryByText('Generating emoji...')).not.toBeInTheDocument()
  })

  it('does not submit blank text, and the button stays disabled', async () => {
    const api = server()
    const user = userEvent.setup()
    renderScreen()

    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled()
    await user.type(input(), '   {Enter}')
    await user.click(screen.getByRole('button', { name: 'Generate' }))

    expect(api.callsTo('/api/emoji/generate')).toHaveLength(0)
  })

  it('sends one request while loading, however often Enter is pressed', async () => {
    const pending = deferred()
    const api = server({ generate: () => pending.promise })
    const user = userEvent.setup()
    renderScreen('pizza')

    await user.click(input())
    await user.keyboard('{Enter}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Generating...' }))

    expect(api.callsTo('/api/emoji/generate')).toHaveLength(1)
    pending.release(json({ emoji: '🍕', timestamp: '2025-06-01T12:00:00.000Z' }))
    await screen.findByTestId('emoji-result')
  })

  it('submits with the button too', async () => {
    const api = server()
    const user = userEvent.setup()
    renderScreen()

    await user.type(input(), 'good morning')
    await user.click(screen.getByRole('button', { name: 'Generate' }))

    await screen.findByTestId('emoji-result')
    expect(api.callsTo('/api/emoji/generate')[0]?.body).toEqual({ text: 'good morning', emoji: null })
  })

  it('shows a failure in the error toast with the fallback text of docs/product.md §8', async () => {
    server({ generate: () => json({}, 500) })
    const user = userEvent.setup()
    renderScreen('pizza')

    await user.click(input())
    await user.keyboard('{Enter}')

    await waitFor(() =>
      expect(useAppStore.getState().error).toMatchObject({
        message: 'Failed to generate emoji',
        code: '500',
      }),
    )
    expect(input()).toBeEnabled()
    expect(screen.queryByTestId('emoji-result')).not.toBeInTheDocument()
    expect(useAppStore.getState().history).toEqual([])
  })
})

describe('the selected emoji', () => {
  it('is stored, saved to the preferences and sent with each generation', async () => {
    const api = server()
    const user = userEvent.setup()
    renderScreen('pizza')
    await waitFor(() => expect(api.callsTo('/api/user/preferences')).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Choose an emoji' }))
    await user.click(screen.getByRole('button', { name: 'fire' }))

    expect(useAppStore.getState().selectedEmoji).toBe('🔥')
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ selectedEmoji: '🔥' }),
    )
    expect(screen.getByRole('button', { name: 'Emoji: 🔥. Change emoji' })).toBeInTheDocument()

    await user.click(input())
    await user.keyboard('{Enter}')
    await screen.findByTestId('emoji-result')
    expect(api.callsTo('/api/emoji/generate')[0]?.body).toEqual({ text: 'pizza', emoji: '🔥' })
  })

  it('"None" clears it, here and on the server', async () => {
    useAppStore.getState().setSelectedEmoji('🔥')
    const api = server({ savedEmoji: '🔥' })
    const user = userEvent.setup()
    renderScreen()

    await user.click(await screen.findByRole('button', { name: 'Emoji: 🔥. Change emoji' }))
    await user.click(screen.getByRole('button', { name: 'None' }))

    expect(useAppStore.getState().selectedEmoji).toBeNull()
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ selectedEmoji: null }),
    )
    expect(screen.getByRole('button', { name: 'Choose an emoji' })).toBeInTheDocument()
  })

  it('takes the choice saved on the server (another device)', async () => {
    server({ savedEmoji: '🦄' })
    renderScreen()
    expect(await screen.findByRole('button', { name: 'Emoji: 🦄. Change emoji' })).toBeInTheDocument()
    expect(useAppStore.getState().selectedEmoji).toBe('🦄')
  })
})
