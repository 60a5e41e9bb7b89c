import { defaultTones, endpoints } from '@tipsy/contracts'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { hangUntilAborted, json, mockFetch, signInForTest, sse, testUser } from '~/test/http'
import { ApiError, filenameFrom, REQUEST_TIMEOUT_MS, request, requestFile, requestStream } from './api-client'
import { configureApiClient } from './api-client-config'

const tokens = (accessToken: string) => ({ accessToken, refreshToken: 'ignored', expiresIn: 900 })

describe('request', () => {
  it('sends JSON with the bearer token and cookies, and parses the response', async () => {
    signInForTest()
    const http = mockFetch(() => json({ user: testUser }))

    await expect(request(endpoints.me)).resolves.toEqual({ user: testUser })

    const [call] = http.calls
    expect(call?.url.pathname).toBe('/api/auth/me')
    expect(call?.method).toBe('GET')
    expect(call?.headers.get('authorization')).toBe('Bearer access-1')
    expect(call?.headers.get('accept')).toBe('application/json')
    expect(call?.credentials).toBe('include')
  })

  it('sends no bearer token when no user is signed in', async () => {
    useAppStore.setState({ token: 'stray-token' })
    const http = mockFetch(() => json({ googleClientId: null, localSignIn: true }))

    await request(endpoints.authConfig)

    expect(http.calls[0]?.headers.has('authorization')).toBe(false)
  })

  it('fills path parameters, the query string and the JSON body', async () => {
    signInForTest()
    const http = mockFetch((call) =>
      call.url.pathname.startsWith('/api/messages/history/')
        ? json({ deleted: 1 })
        : json({ user: testUser, accessToken: 'a', refreshToken: 'r', expiresIn: 900 }),
    )

    await request(endpoints.localLogin, { body: { name: 'Ada' } }).catch(() => undefined)
    await request(endpoints.emojiHistory, { query: { page: 2, limit: 50 } }).catch(() => undefined)
    await request(endpoints.deleteMessage, { params: { id: 'a b' } }).catch(() => undefined)

    expect(http.calls[0]?.method).toBe('POST')
    expect(http.calls[0]?.headers.get('content-type')).toBe('application/json')
    expect(http.calls[0]?.body).toEqual({ name: 'Ada' })
    expect(http.calls[1]?.url.search).toBe('?page=2&limit=50')
    expect(http.calls[2]?.url.pathname).toBe('/api/messages/history/a%20b')
    expect(http.calls[2]?.method).toBe('DELETE')
  })

  it('gives up after 30 seconds with a distinguishable time-out error', async () => {
    vi.useFakeTimers()
    signInForTest()
    mockFetch((call) => hangUntilAborted(call.signal))

    const pending = request(endpoints.me)
    const outcome = expect(pending).rejects.toMatchObject({ status: 0, timedOut: true, isNetworkError: true })
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(useAppStore.getState().error).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(useAppStore.getState().error).toMatchObject({ message: 'Failed to get current user', code: '0' })
  })

  it('reports a network failure as status 0 without the time-out flag', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))

    const error = await request(endpoints.authConfig).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, timedOut: false, detail: 'Failed to load sign-in options' })
  })

  it("shows the server's detail in the error toast and stores the error", async () => {
    mockFetch(() => json({ detail: 'Local sign-in is not available', code: 'not_configured' }, 404))

    const error = await request(endpoints.localLogin, { body: {} }).catch((caught: unknown) => caught)

    expect(error).toMatchObject({
      status: 404,
      detail: 'Local sign-in is not available',
      code: 'not_configured',
    })
    const stored = useAppStore.getState().error
    expect(stored).toMatchObject({ message: 'Local sign-in is not available', code: '404' })
    expect(new Date(stored?.timestamp ?? '').toISOString()).toBe(stored?.timestamp)
  })

  it('falls back to the docs/product.md §8 message when the server sends no detail', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))

    await expect(request(endpoints.googleLogin, { body: { credential: 'x' } })).rejects.toMatchObject({
      status: 502,
      detail: 'Login failed',
    })
    expect(useAppStore.getState().error).toMatchObject({ message: 'Login failed', code: '502' })
  })

  it('rejects a response that does not match the contract', async () => {
    signInForTest()
    mockFetch(() => json({ user: { id: 42 } }))

    await expect(request(endpoints.me)).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
      detail: 'Failed to get current user',
    })
  })

  it('does not show the toast for silent calls', async () => {
    mockFetch(() => json({ detail: 'nope' }, 500))

    await expect(request(endpoints.logout, { body: {} }, { silent: true })).rejects.toBeInstanceOf(ApiError)
    expect(useAppStore.getState().error).toBeNull()
  })
})

describe('the injected token source', () => {
  it('sends its token, and after a 401 replays once with the token it renews', async () => {
    const renew = vi.fn(async () => {
      token = 'second'
      return 'replay' as const
    })
    let token = 'first'
    const restore = configureApiClient({
      tokenSource: { accessToken: () => token, restore: async () => null, renewAfterUnauthorized: renew },
    })
    const http = mockFetch((call) =>
      call.headers.get('authorization') === 'Bearer second'
        ? json({ user: testUser })
        : json({ detail: 'no' }, 401),
    )
    try {
      await expect(request(endpoints.me)).resolves.toEqual({ user: testUser })
    } finally {
      restore()
    }
    expect(renew).toHaveBeenCalledExactlyOnceWith('first')
    expect(http.calls.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ])
  })

  it('asks it to restore a token for an authenticated call when it has none, never for a public call', async () => {
    const restore = vi.fn(async () => 'restored')
    const reset = configureApiClient({
      tokenSource: {
        accessToken: () => null,
        restore,
        renewAfterUnauthorized: async () => 'no-session' as const,
      },
    })
    const http = mockFetch((call) =>
      call.url.pathname === '/api/auth/config'
        ? json({ googleClientId: null, localSignIn: true })
        : json({ user: testUser }),
    )
    try {
      await request(endpoints.authConfig)
      await request(endpoints.me)
    } finally {
      reset()
    }
    expect(restore).toHaveBeenCalledOnce()
    expect(http.calls.map((call) => call.headers.get('authorization'))).toEqual([null, 'Bearer restored'])
  })

  it('does not replay when the token source has no new token, and reports the 401', async () => {
    const reported: ApiError[] = []
    const restore = configureApiClient({
      tokenSource: {
        accessToken: () => 'stale',
        restore: async () => null,
        renewAfterUnauthorized: async () => 'no-session' as const,
      },
      onError: (error) => reported.push(error),
    })
    const http = mockFetch(() => json({ detail: 'Session expired' }, 401))
    try {
      await expect(request(endpoints.me)).rejects.toMatchObject({ status: 401 })
    } finally {
      restore()
    }
    expect(http.calls).toHaveLength(1)
    expect(reported.map((error) => error.detail)).toEqual(['Session expired'])
  })
})

describe('requestStream', () => {
  const body = { prompt: 'Invite Sam to dinner', tones: defaultTones }
  const generated = (id: string) => ({
    id,
    tone: 'sober',
    text: `Text ${id}`,
    timestamp: '2025-01-01T00:00:00.000Z',
  })

  it('asks for an event stream with the token and cookies, and hands each event over in order', async () => {
    signInForTest()
    const http = mockFetch(() =>
      sse([
        { event: 'message', data: generated('m1') },
        { event: 'message', data: generated('m2') },
        { event: 'done', data: { generatedMessages: [generated('m1'), generated('m2')], message_id: 'g1' } },
      ]),
    )
    const events: string[] = []

    await requestStream(endpoints.generateMessagesStream, { body }, (event) =>
      events.push(event.event === 'message' ? event.data.id : `done:${event.data.message_id}`),
    )

    expect(events).toEqual(['m1', 'm2', 'done:g1'])
    const [call] = http.calls
    expect(call?.url.pathname).toBe('/api/messages/generate/stream')
    expect(call?.headers.get('accept')).toBe('text/event-stream')
    expect(call?.headers.get('authorization')).toBe('Bearer access-1')
    expect(call?.credentials).toBe('include')
    expect(call?.body).toEqual(body)
  })

  it('fails with the detail of an error event after the events before it', async () => {
    signInForTest()
    mockFetch(() =>
      sse([
        { event: 'message', data: generated('m1') },
        { event: 'error', data: { detail: 'The writing engine is not available' } },
      ]),
    )
    const onEvent = vi.fn()

    await expect(requestStream(endpoints.generateMessagesStream, { body }, onEvent)).rejects.toMatchObject({
      status: 500,
      detail: 'The writing engine is not available',
    })
    expect(onEvent).toHaveBeenCalledOnce()
    expect(useAppStore.getState().error).toMatchObject({ message: 'The writing engine is not available' })
  })

  it('refreshes and replays after a 401 like any call', async () => {
    signInForTest({ token: 'expired-token' })
    const http = mockFetch((call) => {
      if (call.url.pathname === '/api/auth/refresh') return json(tokens('fresh-token'))
      return call.headers.get('authorization') === 'Bearer fresh-token'
        ? sse([{ event: 'done', data: { generatedMessages: [], message_id: 'g1' } }])
        : json({ detail: 'expired' }, 401)
    })
    const onEvent = vi.fn()

    await requestStream(endpoints.generateMessagesStream, { body }, onEvent)

    expect(http.callsTo('/api/messages/generate/stream')).toHaveLength(2)
    expect(onEvent).toHaveBeenCalledOnce()
  })

  it('reports a 200 that is not an event stream as stream_unsupported, so callers can fall back', async () => {
    signInForTest()
    mockFetch(() => json({ generatedMessages: [], message_id: 'g1' }))

    await expect(
      requestStream(endpoints.generateMessagesStream, { body }, vi.fn(), { silent: true }),
    ).rejects.toMatchObject({ status: 200, code: 'stream_unsupported' })
    expect(useAppStore.getState().error).toBeNull()
  })

  it('times out after 30 seconds even when the stream has started', async () => {
    vi.useFakeTimers()
    signInForTest()
    mockFetch(
      (call) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(
                new TextEncoder().encode(`event: message\ndata: ${JSON.stringify(generated('m1'))}\n\n`),
              )
              call.signal?.addEventListener('abort', () =>
                controller.error(new DOMException('The operation was aborted.', 'AbortError')),
              )
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    )
    const onEvent = vi.fn()

    const pending = requestStream(endpoints.generateMessagesStream, { body }, onEvent)
    const outcome = expect(pending).rejects.toMatchObject({ status: 0, timedOut: true })
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    await outcome
    expect(onEvent).toHaveBeenCalledOnce()
  })
})

describe('requestFile', () => {
  const csv = (status = 200) =>
    new Response('prompt,text\nHi,Hello\n', {
      status,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="tipsy-messages-2026-01-01.csv"',
      },
    })

  it('downloads with the bearer token and cookies, and names the file as the server does', async () => {
    signInForTest()
    const http = mockFetch(() => csv())

    const file = await requestFile(endpoints.exportMessages, { query: { format: 'csv' } })

    expect(file.filename).toBe('tipsy-messages-2026-01-01.csv')
    expect(await file.blob.text()).toBe('prompt,text\nHi,Hello\n')
    const [call] = http.calls
    expect(call?.url.pathname).toBe('/api/messages/export')
    expect(call?.url.search).toBe('?format=csv')
    expect(call?.headers.get('authorization')).toBe('Bearer access-1')
    expect(call?.credentials).toBe('include')
  })

  it('refreshes and replays after a 401, and reports a refusal with its detail', async () => {
    signInForTest({ token: 'expired' })
    let exports = 0
    mockFetch((call) => {
      if (call.url.pathname === '/api/auth/refresh') return json(tokens('access-2'))
      exports += 1
      if (exports === 1) return json({ detail: 'Token expired' }, 401)
      return json({ detail: 'Exporting your message history is a Premium feature.' }, 403)
    })

    await expect(requestFile(endpoints.exportMessages, { query: { format: 'json' } })).rejects.toMatchObject({
      status: 403,
    })
    expect(exports).toBe(2)
    expect(useAppStore.getState().error?.message).toBe('Exporting your message history is a Premium feature.')
  })
})

describe('filenameFrom', () => {
  it.each([
    ['attachment; filename="tipsy-messages-2026-01-01.json"', 'tipsy-messages-2026-01-01.json'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9.csv", 'café.csv'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(filenameFrom(header)).toBe(name)
  })
})
