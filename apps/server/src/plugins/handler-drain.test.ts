import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { drainHandlersOnClose } from './handler-drain'

/** A promise with its resolve function outside, to hold a handler at a known point. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('drainHandlersOnClose', () => {
  it('keeps close() waiting for a handler whose client has hung up', async () => {
    const app = Fastify()
    drainHandlersOnClose(app)
    const started = gate()
    const release = gate()
    const events: string[] = []
    app.get('/slow', async () => {
      started.open()
      await release.opened
      events.push('handler finished')
      return { done: true }
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0

    const client = new AbortController()
    const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: client.signal }).catch(() => 'hung up')
    await started.opened
    client.abort()
    expect(await request).toBe('hung up')

    const closed = app.close().then(() => events.push('closed'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events).toEqual([])

    release.open()
    await closed
    expect(events).toEqual(['handler finished', 'closed'])
  })

  it('leaves synchronous handlers and finished requests alone', async () => {
    const app = Fastify()
    drainHandlersOnClose(app)
    app.get('/sync', (_request, reply) => {
      reply.send({ sync: true })
    })
    app.get('/async', async () => ({ async: true }))
    expect((await app.inject({ url: '/sync' })).json()).toEqual({ sync: true })
    expect((await app.inject({ url: '/async' })).json()).toEqual({ async: true })
    await app.close()
  })
})
