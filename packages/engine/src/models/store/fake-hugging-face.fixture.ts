import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake answers one file's requests. */
export interface FakeFileBehaviour {
  body: Buffer
  /** The first `responses` answers are cut (connection destroyed) after `afterBytes` bytes. */
  cut?: { responses: number; afterBytes: number }
  /** Answer through a redirect, as huggingface.co does to its CDN. */
  redirect?: boolean
  /** Send this many bytes, then nothing more (a stalled transfer). */
  stallAfterBytes?: number
  /** Wait this long before sending headers (for an in-flight window in tests). */
  delayMs?: number
}

export interface RecordedRequest {
  path: string
  range: string | undefined
}

/**
 * A server on 127.0.0.1 shaped like Hugging Face's `/<repo>/resolve/<revision>/<file>` URLs, with
 * Range support, so the store's downloads can be tested without the network.
 */
export interface FakeHuggingFace {
  baseUrl: string
  requests: RecordedRequest[]
  serve(path: string, behaviour: FakeFileBehaviour): void
  close(): Promise<void>
}

export async function startFakeHuggingFace(): Promise<FakeHuggingFace> {
  const files = new Map<string, FakeFileBehaviour & { answered: number }>()
  const requests: RecordedRequest[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname.replace(/^\/cdn/, '')
    requests.push({ path: url.pathname, range: request.headers.range })
    const file = files.get(path)
    if (!file) {
      response.writeHead(404).end('Entry not found')
      return
    }
    if (file.redirect && !url.pathname.startsWith('/cdn')) {
      response.writeHead(302, { location: `/cdn${path}` }).end()
      return
    }
    setTimeout(() => answer(file, request.headers.range, response), file.delayMs ?? 0)
  })
  function answer(
    file: FakeFileBehaviour & { answered: number },
    range: string | undefined,
    response: import('node:http').ServerResponse,
  ) {
    const { body } = file
    const start = Number(/^bytes=(\d+)-$/.exec(range ?? '')?.[1] ?? 0)
    if (start >= body.length && start > 0) {
      response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end()
      return
    }
    const part = body.subarray(start)
    response.writeHead(
      start > 0 ? 206 : 200,
      start > 0
        ? {
            'content-length': part.length,
            'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
          }
        : { 'content-length': part.length },
    )
    file.answered++
    if (file.cut && file.answered <= file.cut.responses) {
      response.write(part.subarray(0, file.cut.afterBytes), () => response.socket?.end())
      return
    }
    if (file.stallAfterBytes !== undefined) {
      response.write(part.subarray(0, file.stallAfterBytes))
      return
    }
    response.end(part)
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    serve: (path, behaviour) => files.set(path, { ...behaviour, answered: 0 }),
    close: () => closeServer(server),
  }
}

/** A server that accepts connections and never answers: a network that swallows packets. */
export async function startSilentServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer(() => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server),
  }
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
