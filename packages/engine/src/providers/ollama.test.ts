import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { defaultTones } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { engineFailure } from '../testing'
import { localAnalyzer } from './local-analyzer'
import { createOllamaEngine } from './ollama'

/** What the server writes for the next request: NDJSON pieces, written `GAP_MS` apart. */
let pieces: string[] = []
const GAP_MS = 15
let server: Server
let baseUrl: string
beforeAll(async () => {
  server = createServer(async (request, response) => {
    for await (const _ of request) {
      // the body is not needed
    }
    response.writeHead(200, { 'content-type': 'application/x-ndjson' })
    for (const piece of pieces) {
      response.write(piece)
      await sleep(GAP_MS)
    }
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const line = (content: string) =>
  `${JSON.stringify({ model: 'm', created_at: new Date().toISOString(), message: { role: 'assistant', content }, done: false })}\n`
const done = `${JSON.stringify({ model: 'm', created_at: new Date().toISOString(), message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop', eval_count: 3 })}\n`
const engine = () =>
  createOllamaEngine(
    { provider: 'ollama', baseUrl, model: 'm', timeoutMs: 2_000, maxOutputTokens: 200 },
    localAnalyzer,
  )
const input = { prompt: 'tell Sam I am running late', tones: defaultTones, count: 3 }

describe('ollama provider: the NDJSON stream', () => {
  it('reads lines split across writes and several lines in one write', async () => {
    const first = line('{"elements":[{"text":"one"},')
    pieces = [
      first.slice(0, 20),
      first.slice(20) + line('{"text":"two"},'),
      line('{"text":"three"}]}').slice(0, 9),
      line('{"text":"three"}]}').slice(9) + done,
    ]
    const messages = await engine().generate(input)
    expect(messages.map((message) => message.text)).toEqual(['one', 'two', 'three'])
  })

  it('an error line after the answer began (Ollama’s way to fail mid-stream) is that failure, not "malformed JSON"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    pieces = [
      line('{"elements":[{"text":"one"},'),
      line('{"text":"tw'),
      `${JSON.stringify({ error: 'an error was encountered while running the model: unexpected EOF' })}\n`,
    ]
    const yielded: string[] = []
    const error = await engineFailure(
      (async () => {
        for await (const message of engine().streamGenerate(input)) yielded.push(message.text)
      })(),
    )
    expect(error).toMatchObject({
      kind: 'unavailable',
      message:
        'The Ollama provider failed while writing the answer: an error was encountered while running the model: unexpected EOF',
    })
    // What was complete before the failure still came through.
    expect(yielded).toEqual(['one'])
    // The AI SDK provider never saw the line (it logs a warning for each line it cannot read).
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
