import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  defaultTones,
  type GeneratedMessage,
  type MessageHistoryItem,
  type Preferences,
} from '@tipsy/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readDraft, writeDraft } from '~/lib/drafts/draft-store'
import { json, mockFetch, type RecordedCall, signInForTest, sse, testUser } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { MessageGeneratorScreen } from '../components/message-generator-screen'
import { ReplyScreen } from '../components/reply-screen'
import {
  generationInFlightDraft,
  generatorDraft,
  replyDraft,
  replyInFlightDraft,
} from '../lib/generator-drafts'

const prompt = 'Ask Sam if they want to grab dinner on Friday'
const preferences: Preferences = {
  defaultTones,
  defaultPlatform: null,
  defaultUseCase: 'general',
  selectedEmoji: null,
}
const message = (id: string, text: string): GeneratedMessage => ({
  id,
  tone: 'sober',
  text,
  timestamp: new Date().toISOString(),
})
const savedGeneration = (at: number): MessageHistoryItem => ({
  message_id: '99999999-9999-4999-8999-999999999999',
  prompt,
  context: null,
  platform: null,
  tones: defaultTones,
  saved: false,
  timestamp: new Date(at).toISOString(),
  generatedMessages: [
    message('11111111-1111-4111-8111-111111111111', 'Dinner Friday, Sam?'),
    message('22222222-2222-4222-8222-222222222222', 'Free for dinner on Friday?'),
  ],
})
const history = (messages: MessageHistoryItem[]) => json({ messages, page: 1, per_page: 10, total: 0 })

/** The server as the page that came back finds it: History answered by `historyAnswer`. */
function api(historyAnswer: (call: RecordedCall) => Response | Promise<Response>) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/user/preferences') return json({ preferences })
    if (call.url.pathname === '/api/messages/history') return historyAnswer(call)
    return json({ detail: 'not mocked' }, 404)
  })
}

/** The page as it comes back after a reload that cut a generation of `prompt` started at `startedAt`. */
function reopenAfterCut(startedAt: number) {
  writeDraft(testUser.id, generatorDraft, { prompt, context: '' })
  writeDraft(testUser.id, generationInFlightDraft, { prompt, startedAt })
  renderRoutes(
    [{ path: '/app/message-generator', element: <MessageGeneratorScreen /> }],
    '/app/message-generator',
  )
}

const inFlightMark = () => readDraft(testUser.id, generationInFlightDraft)

beforeEach(() => signInForTest())
// A test that unloads the page brings it back for the next.
afterEach(() => {
  window.dispatchEvent(new Event('pageshow'))
})

describe('a generation cut off by a reload (issue 39)', () => {
  it('is shown from History, with a note saying so', async () => {
    const startedAt = Date.now() - 2_000
    const http = api(() => history([savedGeneration(startedAt + 1_500)]))

    reopenAfterCut(startedAt)

    expect(await screen.findByText('Recovered from History after the page reloaded.')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Generated messages' })
    expect(list).toHaveTextContent('Dinner Friday, Sam?')
    expect(list).toHaveTextContent('Free for dinner on Friday?')
    expect(screen.getByRole('textbox', { name: 'What do you want to say?' })).toHaveValue(prompt)
    expect(http.callsTo('/api/messages/history')[0]?.url.searchParams.get('page')).toBe('1')
    await waitFor(() => expect(inFlightMark()).toBeNull())
  })

  it('is waited for while the server may still be writing it', async () => {
    const startedAt = Date.now()
    let looks = 0
    api(() => history(++looks < 2 ? [] : [savedGeneration(startedAt + 500)]))

    reopenAfterCut(startedAt)

    expect(screen.getByRole('status')).toHaveTextContent(
      'Looking in History for the messages you were generating...',
    )
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument()
    expect(
      await screen.findByText('Recovered from History after the page reloaded.', {}, { timeout: 3_000 }),
    ).toBeInTheDocument()
    expect(looks).toBe(2)
  })

  it('leaves the prompt in the form, ready to generate again, when it never came', async () => {
    const startedAt = Date.now() - 60_000
    const http = api(() => history([savedGeneration(startedAt - 3_600_000)]))

    reopenAfterCut(startedAt)

    expect(await screen.findByText(/The page reloaded before your messages were ready/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'What do you want to say?' })).toHaveValue(prompt)
    expect(screen.queryByRole('list', { name: 'Generated messages' })).not.toBeInTheDocument()
    // The request's own time-out had passed: one look was enough.
    expect(http.callsTo('/api/messages/history')).toHaveLength(1)
    await waitFor(() => expect(inFlightMark()).toBeNull())
  })
})

describe('the in-flight mark', () => {
  it('is kept while a generation runs and forgotten when it ends', async () => {
    let finish: (response: Response) => void = () => undefined
    const done = {
      generatedMessages: [message('11111111-1111-4111-8111-111111111111', 'Dinner Friday?')],
      message_id: '99999999-9999-4999-8999-999999999999',
    }
    mockFetch((call) => {
      if (call.url.pathname === '/api/user/preferences') return json({ preferences })
      if (call.url.pathname === '/api/messages/generate/stream')
        return new Promise<Response>((resolve) => {
          finish = resolve
        })
      return json({ detail: 'not mocked' }, 404)
    })
    renderRoutes(
      [{ path: '/app/message-generator', element: <MessageGeneratorScreen /> }],
      '/app/message-generator',
    )

    await userEvent.type(screen.getByRole('textbox', { name: 'What do you want to say?' }), `  ${prompt} `)
    const before = Date.now()
    await userEvent.click(screen.getByRole('button', { name: 'Generate messages' }))

    // As the server stores it: trimmed.
    expect(inFlightMark()).toEqual({ prompt, startedAt: expect.any(Number) })
    expect(inFlightMark()?.startedAt).toBeGreaterThanOrEqual(before)

    await act(async () =>
      finish(
        sse([
          { event: 'message', data: done.generatedMessages[0] },
          { event: 'done', data: done },
        ]),
      ),
    )
    await screen.findByText('Dinner Friday?')
    expect(inFlightMark()).toBeNull()
  })

  it('is kept when the request is cut by the page reloading, for the page that comes back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch((call) => {
      if (call.url.pathname === '/api/user/preferences') return json({ preferences })
      if (call.url.pathname === '/api/messages/generate/stream') {
        window.dispatchEvent(new Event('beforeunload'))
        return Promise.reject(new TypeError('Failed to fetch'))
      }
      return json({ detail: 'not mocked' }, 404)
    })
    renderRoutes(
      [{ path: '/app/message-generator', element: <MessageGeneratorScreen /> }],
      '/app/message-generator',
    )

    await userEvent.type(screen.getByRole('textbox', { name: 'What do you want to say?' }), prompt)
    await userEvent.click(screen.getByRole('button', { name: 'Generate messages' }))

    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate messages' })).toBeEnabled())
    expect(inFlightMark()).toEqual({ prompt, startedAt: expect.any(Number) })
  })
})

describe("a chat's replies cut off by a reload (issue 39)", () => {
  const chat = [
    { side: 'them' as const, text: 'are you free saturday?' },
    { side: 'me' as const, text: 'maybe, why?' },
    { side: 'them' as const, text: 'drinks at 8?' },
  ]
  const context = 'Them: are you free saturday?\nMe: maybe, why?\nThem: drinks at 8?'
  const savedReplies = (at: number): MessageHistoryItem => ({
    ...savedGeneration(at),
    prompt: 'Reply to “drinks at 8?”',
    context,
    generatedMessages: [message('33333333-3333-4333-8333-333333333333', 'Drinks at 8 sound perfect!')],
  })

  function reopenReplyAfterCut(startedAt: number) {
    writeDraft(testUser.id, replyDraft, { chatText: context, bubbles: chat, exported: null, intent: '' })
    writeDraft(testUser.id, replyInFlightDraft, { context, startedAt })
    renderRoutes([{ path: '/app/message-generator', element: <ReplyScreen /> }], '/app/message-generator')
  }

  it('are shown from History for the same chat, saying the reading is not kept and asking again costs no read', async () => {
    const startedAt = Date.now() - 2_000
    // Another chat's replies, newer, are not these.
    api(() =>
      history([{ ...savedReplies(startedAt + 1_800), context: 'Them: hi' }, savedReplies(startedAt + 1_500)]),
    )

    reopenReplyAfterCut(startedAt)

    expect(
      await screen.findByText(
        'Recovered from History after the page reloaded. The reading of their message is not kept there: ask again to see it (this chat costs no read today).',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Generated messages' })).toHaveTextContent(
      'Drinks at 8 sound perfect!',
    )
    expect(screen.getByText('This chat was read today: asking again costs no read.')).toBeInTheDocument()
    await waitFor(() => expect(readDraft(testUser.id, replyInFlightDraft)).toBeNull())
  })

  it('leave the chat in place, ready to ask again, when they never came', async () => {
    const startedAt = Date.now() - 40_000
    api(() => history([]))

    reopenReplyAfterCut(startedAt)

    expect(
      await screen.findByText(
        'The page reloaded before your replies were ready. The chat is still here: ask for replies again when you like.',
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByTestId('chat-bubble')).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Get replies' })).toBeEnabled()
  })
})
