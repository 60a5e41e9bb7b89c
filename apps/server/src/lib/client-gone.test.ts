import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defaultTones } from '@tipsy/contracts'
import { type Engine, EngineError } from '@tipsy/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type SignedIn, type TestApp } from '../test-support/test-app'

/** Input with this word keeps the engine writing until its caller cancels (or 10 s pass). */
const LINGER = 'linger'

interface EngineCall {
  method: string
  signal: AbortSignal | undefined
}

/**
 * The engine as a slow model would be for input that lingers: it answers only when its signal
 * aborts, with the error a cancelled model call ends in. Other input gets the real answers.
 * Every call is recorded with the signal it was given.
 */
function lingeringEngine(engine: Engine, calls: EngineCall[]): Engine {
  function linger(signal: AbortSignal | undefined): Promise<never> {
    return new Promise((_resolve, reject) => {
      const stopped = () =>
        reject(new EngineError('unavailable', 'The model stopped: the request was cancelled.'))
      signal?.addEventListener('abort', stopped, { once: true })
      // Without a signal it would write on; the test fails long before this.
      setTimeout(stopped, 10_000).unref()
    })
  }
  function call<T>(method: string, text: string, signal: AbortSignal | undefined, answer: () => Promise<T>) {
    calls.push({ method, signal })
    return text.includes(LINGER) ? linger(signal) : answer()
  }
  return {
    ...engine,
    analyze: (message, useCase, options) =>
      call('analyze', message, options?.signal, () => engine.analyze(message, useCase, options)),
    rewrite: (message, useCase, styles, options) =>
      call('rewrite', message, options?.signal, () => engine.rewrite(message, useCase, styles, options)),
    generate: (input, options) =>
      call('generate', input.prompt, options?.signal, () => engine.generate(input, options)),
    async *streamGenerate(input, options) {
      // One message is out before the model lingers on the next.
      const [first, ...rest] = await engine.generate(input)
      if (first) yield first
      yield* await call('streamGenerate', input.prompt, options?.signal, async () => rest)
    },
    reply: (input, options) =>
      call('reply', input.thread.map((bubble) => bubble.text).join('\n'), options?.signal, () =>
        engine.reply(input, options),
      ),
    emojify: (text, emoji, options) =>
      call('emojify', text, options?.signal, () => engine.emojify(text, emoji, options)),
  }
}

async function waitFor<T>(
  find: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('a client that goes away before its answer', () => {
  let t: TestApp
  let origin: string
  let user: SignedIn
  const calls: EngineCall[] = []

  beforeAll(async () => {
    t = await createTestApp({ engine: (engine) => lingeringEngine(engine, calls), warmGrammar: true })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    user = await t.signIn({ email: 'leaves-early@example.com' })
  })
  afterAll(() => t.close())

  /**
   * POSTs over a connection of its own; `leave` closes it before the answer is complete: as soon
   * as the engine is called, or once what has arrived satisfies it. Resolves when it is closed.
   */
  function post(
    path: string,
    body: object,
    leave?: 'once-the-engine-is-called' | ((received: string) => boolean),
  ) {
    const before = calls.length
    return new Promise<{ status: number | undefined; received: string }>((resolve, reject) => {
      const request = httpRequest(`${origin}/api${path}`, {
        method: 'POST',
        agent: false,
        headers: { ...user.headers, 'content-type': 'application/json' },
      })
      let status: number | undefined
      let received = ''
      request.on('response', (response) => {
        status = response.statusCode
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          received += chunk
          if (typeof leave === 'function' && leave(received)) request.destroy()
        })
      })
      request.on('error', () => undefined)
      request.on('close', () => resolve({ status, received }))
      request.end(JSON.stringify(body))
      if (leave === 'once-the-engine-is-called') {
        waitFor(() => (calls.length > before ? true : undefined), 'the engine call').then(
          () => request.destroy(),
          reject,
        )
      }
    })
  }

  async function lastCall(method: string): Promise<EngineCall> {
    return waitFor(() => calls.findLast((call) => call.method === method), `a ${method} call`)
  }

  async function abortedSignal(method: string): Promise<AbortSignal> {
    const { signal } = await lastCall(method)
    if (!signal) throw new Error(`${method} was called without a signal`)
    return waitFor(() => (signal.aborted ? signal : undefined), `${method}'s signal to abort`)
  }

  const usedToday = async (quota: string) => {
    const plan = await t.app.inject({ method: 'GET', url: '/api/user/plan', headers: user.headers })
    return (plan.json().usedToday as Record<string, number>)[quota]
  }

  const lingering = `can we ${LINGER} a bit longer tonight?`
  it.each([
    ['generate', '/messages/generate', 'generate', { prompt: lingering, tones: defaultTones }],
    ['analyze', '/messages/analyze', 'analyze', { message: lingering }],
    [
      'rewrite',
      '/messages/rewrite',
      'analyze',
      { message: lingering, use_case: 'general', rewrite_styles: ['friendly'] },
    ],
    [
      'reply',
      '/messages/reply',
      'reply',
      { transcript: [{ side: 'them', text: lingering }], tones: defaultTones },
    ],
    ['emojify', '/emoji/generate', 'emoji', { text: lingering, emoji: null }],
  ])(
    'stops the engine’s %s call when the client closes the connection, and gives its unit back',
    async (method, path, quota, body) => {
      const used = await usedToday(quota)
      await post(path, body, 'once-the-engine-is-called')
      expect((await abortedSignal(method)).reason).toMatchObject({ name: 'AbortError' })
      // It ends as a failed engine call (a 503) does: the quota unit it took is given back.
      await waitFor(async () => ((await usedToday(quota)) === used ? true : undefined), 'the unit given back')
    },
  )

  it('stops a stream the client leaves after its first message', async () => {
    const { received } = await post(
      '/messages/generate/stream',
      { prompt: lingering, tones: defaultTones },
      (sofar) => sofar.includes('event: message'),
    )
    expect(received).toContain('event: message')
    expect((await abortedSignal('streamGenerate')).reason).toMatchObject({ name: 'AbortError' })
  })

  it('never aborts the signal of a request that was answered, nor when its connection closes after', async () => {
    const { status } = await post('/messages/analyze', { message: 'see you at six' })
    expect(status).toBe(200)
    const { signal } = await lastCall('analyze')
    expect(signal).toBeInstanceOf(AbortSignal)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(signal?.aborted).toBe(false)
  })
})
