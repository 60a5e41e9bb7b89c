import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '~/test/render'
import { BLANK_CELL } from '../lib/render-emoji-art'
import { COPIED_MS, EmojiArtPanel } from './emoji-art-panel'

function renderPanel(text: string, emoji: string | null) {
  return renderRoutes(
    [
      { path: '/', element: <EmojiArtPanel text={text} emoji={emoji} /> },
      { path: '/app/history', element: <p>History screen</p> },
    ],
    '/',
  )
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true })
  return spy
}

describe('EmojiArtPanel', () => {
  it('draws each word as letters of the chosen emoji, skipping empty words', () => {
    renderPanel('hi  yo!', '🔥')

    expect(screen.getByRole('img', { name: 'hi' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'yo!' })).toBeInTheDocument()
    expect(screen.getAllByTestId('emoji-art-letter')).toHaveLength(5)
    expect(screen.getByText('Drawn with 🔥')).toBeInTheDocument()
  })

  it('uses smaller cells for words longer than 8 letters', () => {
    renderPanel('tiny wonderfully', '⭐')
    const cellClass = (name: string) =>
      screen.getByRole('img', { name }).querySelector('[data-testid="emoji-art-letter"] span')?.className
    expect(cellClass('tiny')).toContain('size-5')
    expect(cellClass('wonderfully')).toContain('size-3.5')
  })

  it('copies the art as text and shows "Copied!" for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // After setup: user-event installs its own clipboard.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const writeText = stubClipboard(async () => {})
    renderPanel('hi', '😎')

    await user.click(screen.getByRole('button', { name: 'Copy' }))

    expect(writeText).toHaveBeenCalledTimes(1)
    const copied = writeText.mock.calls[0]?.[0] ?? ''
    expect(copied.split('\n\n')).toHaveLength(2)
    expect(copied.split('\n')[0]).toBe(`😎${BLANK_CELL}${BLANK_CELL}${BLANK_CELL}😎`)
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(COPIED_MS - 100))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    expect(COPIED_MS).toBe(2_000)
  })

  it('only logs a failed copy', async () => {
    const user = userEvent.setup()
    stubClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError')
    })
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderPanel('hi', '😎')

    await user.click(screen.getByRole('button', { name: 'Copy' }))

    expect(consoleError).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('links "Recent" to the history', async () => {
    const user = userEvent.setup()
    renderPanel('hi', null)
    expect(screen.getByText('Drawn with random emojis: pick one to draw with it')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Recent' }))
    expect(await screen.findByText('History screen')).toBeInTheDocument()
  })
})
