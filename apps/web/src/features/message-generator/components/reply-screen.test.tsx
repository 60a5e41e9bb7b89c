import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  type Analysis,
  defaultTones,
  FREE_DAILY_LIMITS,
  type Preferences,
  type ReplyResponse,
} from '@tipsy/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, type RecordedCall, type Route, signInForTest } from '~/test/http'
import { freePlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { ReplyScreen } from './reply-screen'

const readScreenshots = vi.hoisted(() => vi.fn())
vi.mock('../lib/screenshot/read-screenshot', async (original) => ({
  ...(await original<typeof import('../lib/screenshot/read-screenshot')>()),
  readScreenshots,
}))

const analysis: Analysis = {
  scores: {
    tone: { value: 'pushy', description: 'It leans on you to answer fast.' },
    clarity: { score: 80 },
    emotional_temperature: { value: 62, label: 'warm' },
    sentiment: { label: 'neutral', score: 0 },
  },
  red_flags: [
    {
      type: 'pressure',
      severity: 'medium',
      text: 'answer me now',
      description: 'Demands an answer right away.',
      suggestion: 'Give them time.',
    },
  ],
  insights: [],
}
const answer: ReplyResponse = {
  last_message: 'are you free saturday?\nanswer me now',
  analysis,
  generatedMessages: ['Saturday works!', 'Saturday could work, what time?', "Can't do Saturday, Sunday?"].map(
    (text, index) => ({
      id: `1111111${index}-1111-4111-8111-111111111111`,
      tone: 'sober',
      text,
      timestamp: '2025-01-01T00:00:00.000Z',
    }),
  ),
  message_id: '99999999-9999-4999-8999-999999999999',
}
const preferences: Preferences = {
  defaultTones,
  defaultPlatform: null,
  defaultUseCase: 'general',
  selectedEmoji: null,
}

function api(reply: Route = () => json(answer)) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/user/preferences') return json({ preferences })
    if (call.url.pathname === '/api/messages/reply') return reply(call)
    return json({ detail: 'not mocked' }, 404)
  })
}
const replyBody = ({ calls }: { calls: RecordedCall[] }) =>
  calls.find((call) => call.url.pathname === '/api/messages/reply')?.body

function renderScreen() {
  renderRoutes(
    [{ path: '/app/message-generator', element: <ReplyScreen /> }],
    '/app/message-generator?mode=reply',
  )
}
const bubbles = () => screen.getAllByTestId('chat-bubble')

async function pasteChat(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '…or paste the chat' }), { target: { value: text } })
  await userEvent.click(screen.getByRole('button', { name: 'Read the chat' }))
}

beforeEach(() => {
  signInForTest()
  readScreenshots.mockReset()
})

describe('Reply screen', () => {
  it('reads a pasted chat into bubbles the user corrects, then shows the reading and three replies', async () => {
    const calls = api()
    renderScreen()
    expect(screen.getByRole('button', { name: 'Get replies' })).toBeDisabled()
    await pasteChat('Them: hey!\nMe: are you free saturdy?\nThem: answer me now')
    expect(bubbles().map((bubble) => bubble.dataset.side)).toEqual(['them', 'me', 'them'])

    // The second message was theirs: move it, fix a word, delete the greeting.
    await userEvent.click(screen.getByRole('button', { name: 'Move message 2 to their side' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Message 2, theirs' }), {
      target: { value: 'are you free saturday?' },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Delete message 1 (their)' }))
    expect(bubbles()).toHaveLength(2)
    fireEvent.change(screen.getByRole('textbox', { name: /What do you want to say/ }), {
      target: { value: 'say yes' },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Get replies' }))
    const reading = await screen.findByRole('region', { name: 'How their last message reads' })
    expect(within(reading).getByText('Pushy')).toBeInTheDocument()
    expect(within(reading).getByRole('list', { name: 'Red flags in their message' })).toHaveTextContent(
      'Pressure— “answer me now”',
    )
    const replies = screen.getByRole('list', { name: 'Generated messages' })
    expect(within(replies).getAllByRole('listitem')).toHaveLength(3)
    expect(replyBody(calls)).toMatchObject({
      transcript: [
        { side: 'them', text: 'are you free saturday?' },
        { side: 'them', text: 'answer me now' },
      ],
      intent: 'say yes',
      tones: defaultTones,
    })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your replies' }))
  })

  it('reads a WhatsApp export dropped as a file, and lets the user say which person they are', async () => {
    api()
    renderScreen()
    const exported = new File(
      [
        '12/01/2024, 21:15 - Zoë: still on for tmrw?\n12/01/2024, 21:16 - Ben: yes!\n12/01/2024, 21:17 - Zoë: 7pm?',
      ],
      'WhatsApp Chat with Zoë.txt',
      { type: 'text/plain' },
    )
    fireEvent.drop(screen.getByTestId('chat-drop-zone'), { dataTransfer: { files: [exported] } })
    await screen.findByRole('list', { name: 'Chat transcript' })
    expect(bubbles().map((bubble) => bubble.dataset.side)).toEqual(['them', 'me', 'them'])
    await userEvent.click(screen.getByRole('radio', { name: 'Zoë' }))
    expect(bubbles().map((bubble) => bubble.dataset.side)).toEqual(['me', 'them', 'me'])
  })

  it('shows screenshots read on the device as bubbles, and a bad file as a clear message', async () => {
    api()
    const { ScreenshotError } = await import('../lib/screenshot/read-screenshot')
    readScreenshots.mockRejectedValueOnce(
      new ScreenshotError('not_image', '"notes.pdf" isn\'t a PNG, JPEG or WebP image.'),
    )
    readScreenshots.mockResolvedValueOnce([
      { side: 'them', text: 'did you get my doc?' },
      { side: 'me', text: 'not yet' },
    ])
    renderScreen()
    const picker = screen.getByLabelText('Chat screenshots or WhatsApp export')
    await userEvent.upload(picker, new File(['%PDF'], 'notes.pdf', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"notes.pdf" isn\'t a PNG, JPEG or WebP image.',
    )
    await userEvent.upload(picker, new File(['png'], 'chat.png', { type: 'image/png' }))
    await screen.findByRole('list', { name: 'Chat transcript' })
    expect(bubbles().map((bubble) => bubble.dataset.side)).toEqual(['them', 'me'])
    expect(readScreenshots).toHaveBeenCalledTimes(2)
  })

  it("says what is wrong with a chat it cannot send, and the server's refusal", async () => {
    const calls = api(() =>
      json({ detail: 'Free plan limit reached: 5 conversation reads a day.', code: 'quota_exceeded' }, 429),
    )
    renderScreen()
    await pasteChat('Me: hi\nMe: you there?')
    await userEvent.click(screen.getByRole('button', { name: 'Get replies' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chat needs at least one message from them',
    )
    expect(replyBody(calls)).toBeUndefined()

    await userEvent.click(screen.getByRole('button', { name: 'Move message 2 to their side' }))
    await userEvent.click(screen.getByRole('button', { name: 'Get replies' }))
    expect(await screen.findByText(/5 conversation reads a day/)).toBeInTheDocument()
  })

  it('offers no read with none left today, except of a chat already read today, which counts once', async () => {
    let used = FREE_DAILY_LIMITS.reply - 1
    const calls = mockFetch((call) => {
      if (call.url.pathname === '/api/user/preferences') return json({ preferences })
      if (call.url.pathname === '/api/user/plan') {
        return json(freePlan({ usedToday: { generate: 0, analyze: 0, emoji: 0, reply: used } }))
      }
      if (call.url.pathname === '/api/messages/reply') {
        used += 1
        return json(answer)
      }
      return json({ detail: 'not mocked' }, 404)
    })
    renderScreen()
    await pasteChat('Them: are you free saturday?')
    const getReplies = screen.getByRole('button', { name: 'Get replies' })
    await userEvent.click(getReplies)
    await screen.findByRole('region', { name: 'How their last message reads' })
    expect(await screen.findByText('No conversation reads left today', { exact: false })).toBeInTheDocument()
    // The same chat with another intent: still offered, and said to be free.
    expect(getReplies).toBeEnabled()
    expect(screen.getByText('This chat was read today: asking again costs no read.')).toBeInTheDocument()
    // Another chat: refused before it is sent.
    fireEvent.change(screen.getByRole('textbox', { name: 'Message 1, theirs' }), {
      target: { value: 'are you free sunday?' },
    })
    expect(getReplies).toBeDisabled()
    expect(screen.queryByText(/asking again costs no read/)).not.toBeInTheDocument()
    expect(calls.callsTo('/api/messages/reply')).toHaveLength(1)
  })
})
