import type { User } from '@tipsy/contracts'
import { vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'

export interface RecordedCall {
  url: URL
  method: string
  headers: Headers
  body: unknown
  credentials: RequestCredentials | undefined
  signal: AbortSignal | undefined
}

export type Route = (call: RecordedCall) => Response | Promise<Response>

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Replaces `fetch` with a handler; every call is recorded in order. */
export function mockFetch(route: Route) {
  const calls: RecordedCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    }
    calls.push(call)
    return route(call)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.url.pathname === path) }
}

/** Resolves when `signal` aborts, rejecting like fetch does. */
export const hangUntilAborted = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    )
  })

export const testUser: User = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', picture: null }

export function signInForTest(overrides: Partial<ReturnType<typeof useAppStore.getState>> = {}) {
  useAppStore.setState({
    user: testUser,
    isAuthenticated: true,
    token: 'access-1',
    tokenExpiresAt: Date.now() + 900_000,
    ...overrides,
  })
}

/** A `text/event-stream` response carrying the given events, each as JSON data. */
export const sse = (events: readonly { event: string; data: unknown }[], status = 200) =>
  new Response(
    events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    {
      status,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    },
  )
