import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { watchEventLoop } from './event-loop-watch'

/** Keeps this thread busy, as a synchronous rule on the main thread would. */
function block(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}

describe('event loop watch', () => {
  it('logs a stall over the threshold with the request that was running', async () => {
    const lines: { msg: string; lagMs?: number; inFlight?: string[] }[] = []
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    })
    watchEventLoop(app)
    app.post('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 150))
      block(400)
      return { ok: true }
    })
    await app.ready()
    await app.inject({ method: 'POST', url: '/slow' })
    await new Promise((resolve) => setTimeout(resolve, 250))
    await app.close()
    const stalls = lines.filter((line) => line.msg === 'event loop stalled')
    expect(stalls).toHaveLength(1)
    expect(stalls[0]?.lagMs).toBeGreaterThan(200)
    expect(stalls[0]?.inFlight).toEqual(['POST /slow'])
  })

  it('says nothing while the loop keeps time', async () => {
    const lines: unknown[] = []
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } })
    watchEventLoop(app)
    await app.ready()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await app.close()
    expect(lines).toEqual([])
  })
})
