// A load balancer for the scale-out test: each request goes to the next upstream in turn, and
// the answer says which one served it (`x-upstream: 0 | 1 | …`).
import { createServer, request as forward } from 'node:http'
import { freePort } from '../../../scripts/lib/postgres.mjs'

export const UPSTREAM_HEADER = 'x-upstream'

export async function startRoundRobinProxy(upstreams: string[]) {
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length
    const target = new URL(incoming.url ?? '/', upstreams[index])
    const proxied = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) })
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify({ detail: `upstream ${index} failed: ${error.message}` }))
    })
    incoming.pipe(proxied)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
