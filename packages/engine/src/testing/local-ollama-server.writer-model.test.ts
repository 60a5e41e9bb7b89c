import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLlamaCppClient, type LlamaCppClient } from '../models/writer/llama-cpp-client'
import { type LocalOllamaServer, startLocalOllamaServer } from './local-ollama-server'
import { writerModelFile } from './writer-model'

let client: LlamaCppClient
let server: LocalOllamaServer
beforeAll(async () => {
  client = createLlamaCppClient({
    modelPath: await writerModelFile(),
    provider: { name: 'The llama.cpp provider', location: 'test', timeoutMs: 20_000 },
  })
  await client.ready()
  server = await startLocalOllamaServer(client, { models: ['smollm2:135m'] })
}, 20_000)
afterAll(async () => {
  await server?.close()
  await client?.close()
})

const chat = (body: object | string) =>
  fetch(`${server.baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

interface ChatLine {
  model: string
  created_at: string
  message: { role: string; content: string }
  done: boolean
  done_reason?: string
  total_duration?: number
  prompt_eval_count?: number
  prompt_eval_duration?: number
  eval_count?: number
  eval_duration?: number
}

const hello = [{ role: 'user', content: 'Say hello to Sam.' }]

describe('local Ollama server', { timeout: 30_000 }, () => {
  it('streams by default: NDJSON chunks of the message, then a done line with the counts', async () => {
    const response = await chat({
      model: 'smollm2:135m',
      messages: hello,
      options: { num_predict: 8, seed: 3 },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const text = await response.text()
    expect(text.endsWith('\n')).toBe(true)
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ChatLine)
    const chunks = lines.slice(0, -1)
    const last = lines.at(-1) as ChatLine
    expect(chunks.length).toBeGreaterThan(2)
    for (const chunk of chunks) {
      expect(chunk).toEqual({
        model: 'smollm2:135m',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/),
        message: { role: 'assistant', content: expect.any(String) },
        done: false,
      })
    }
    expect(chunks.map((chunk) => chunk.message.content).join('')).toMatch(/\w/)
    // num_predict ran out before the model stopped: Ollama says "length".
    expect(last).toMatchObject({
      message: { role: 'assistant', content: '' },
      done: true,
      done_reason: 'length',
    })
    expect(last.eval_count).toBe(chunks.length)
    expect(last.prompt_eval_count).toBeGreaterThan(0)
    expect(last.total_duration).toBeGreaterThanOrEqual(
      (last.prompt_eval_duration ?? 0) + (last.eval_duration ?? 0),
    )
    expect(last.eval_duration).toBeGreaterThan(0)
  })

  it('answers stream: false with one JSON object, shaped by the format JSON schema', async () => {
    const response = await chat({
      model: 'smollm2:135m',
      messages: [
        { role: 'system', content: 'You answer with JSON only.' },
        { role: 'user', content: 'Name a city in France.' },
      ],
      stream: false,
      format: {
        type: 'object',
        properties: { city: { type: 'string', maxLength: 24 } },
        required: ['city'],
      },
      options: { num_predict: 40, temperature: 0.2, seed: 7 },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    const body = (await response.json()) as ChatLine
    expect(body).toMatchObject({ model: 'smollm2:135m', done: true, done_reason: 'stop' })
    const answer = JSON.parse(body.message.content) as { city: unknown }
    expect(typeof answer.city).toBe('string')
    expect(body.eval_count).toBeGreaterThan(3)
  })

  it('refuses what Ollama refuses, in its error format, before running the model', async () => {
    const before = server.requests.length
    const refusals: [object | string, number, string][] = [
      [{ model: 'llama3.2:1b', messages: hello }, 404, "model 'llama3.2:1b' not found"],
      [{ messages: hello }, 400, 'model is required'],
      [
        { model: 'smollm2:135m', messages: hello, think: true },
        400,
        '"smollm2:135m" does not support thinking',
      ],
      ['', 400, 'missing request body'],
    ]
    for (const [body, status, error] of refusals) {
      const response = await chat(body)
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(await response.json()).toEqual({ error })
    }
    expect(server.requests.slice(before).map((request) => request.written)).toEqual(['', '', '', ''])
  })

  it('loads the model for a request without messages, and answers its root and unknown paths as Ollama does', async () => {
    const load = await chat({ model: 'smollm2:135m' })
    expect(await load.json()).toMatchObject({
      message: { role: 'assistant', content: '' },
      done: true,
      done_reason: 'load',
    })
    const root = await fetch(server.baseUrl)
    expect(await root.text()).toBe('Ollama is running')
    const unknown = await fetch(`${server.baseUrl}/api/generate`, { method: 'POST', body: '{}' })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe('404 page not found')
  })
})
