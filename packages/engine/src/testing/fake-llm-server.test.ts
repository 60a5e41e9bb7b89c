import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server'

let server: FakeLlmServer
beforeEach(async () => {
  server = await startFakeLlmServer()
})
afterEach(async () => {
  await server.close()
})

const chat = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const messages = [
  { role: 'system', content: 'be brief' },
  { role: 'user', content: 'hello' },
]

describe('fake LLM server, OpenAI wire format', () => {
  it('answers a chat completion with the scripted content and records the request', async () => {
    server.enqueue({ content: { tone: 'warm' } })
    const response = await chat(
      '/v1/chat/completions',
      {
        model: 'gpt-test',
        messages,
        max_tokens: 50,
        response_format: { type: 'json_schema', json_schema: { schema: { type: 'object' } } },
      },
      { authorization: 'Bearer sk-test' },
    )
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-test',
      choices: [{ message: { role: 'assistant', content: '{"tone":"warm"}' }, finish_reason: 'stop' }],
    })
    expect(server.requests[0]).toMatchObject({
      format: 'openai',
      model: 'gpt-test',
      system: 'be brief',
      prompt: 'hello',
      maxTokens: 50,
      schema: { type: 'object' },
      stream: false,
    })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test')
  })

  it('streams server-sent events that end with [DONE]', async () => {
    server.enqueue({ chunks: ['{"a":', '1}'] })
    const text = await (await chat('/v1/chat/completions', { model: 'm', messages, stream: true })).text()
    const events = text.split('\n\n').filter(Boolean)
    expect(events.at(-1)).toBe('data: [DONE]')
    const deltas = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')).choices[0])
    expect(deltas.map((choice) => choice.delta.content ?? '').join('')).toBe('{"a":1}')
    expect(deltas.at(-1)?.finish_reason).toBe('stop')
  })

  it('sends scripted errors in the provider error format', async () => {
    server.enqueue({ status: 503 })
    const response = await chat('/v1/chat/completions', { model: 'm', messages })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining('503') } })
  })
})

describe('fake LLM server, Ollama wire format', () => {
  it('answers /api/chat with one JSON object when not streaming', async () => {
    server.enqueue({ content: 'hi there' })
    const body = await (
      await chat('/api/chat', { model: 'llama3.2', messages, stream: false, options: { num_predict: 20 } })
    ).json()
    expect(body).toMatchObject({
      model: 'llama3.2',
      done: true,
      message: { role: 'assistant', content: 'hi there' },
    })
    expect(server.requests[0]).toMatchObject({ format: 'ollama', maxTokens: 20, prompt: 'hello' })
  })

  it('streams NDJSON lines, the last one marked done', async () => {
    server.enqueue({ chunks: ['one ', 'two'] })
    const response = await chat('/api/chat', { model: 'm', messages, stream: true })
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => line.message.content).join('')).toBe('one two')
    expect(lines.at(-1)).toMatchObject({ done: true, done_reason: 'stop' })
    expect(lines.slice(0, -1).every((line) => line.done === false)).toBe(true)
  })

  it('closes the connection mid-stream when told to', async () => {
    server.enqueue({ chunks: ['one ', 'two ', 'three'], cutAfter: 1 })
    const response = await chat('/api/chat', { model: 'm', messages, stream: true })
    await expect(response.text()).rejects.toThrow()
  })
})

describe('fake LLM server scripting', () => {
  it('uses queued replies in order, then the fallback', async () => {
    server.enqueue({ content: 'first' }, () => ({ content: 'second' }))
    server.respondWith({ rawBody: 'not json', status: 200 })
    const ask = () =>
      chat('/api/chat', { model: 'm', messages, stream: false }).then((response) => response.text())
    expect(JSON.parse(await ask()).message.content).toBe('first')
    expect(JSON.parse(await ask()).message.content).toBe('second')
    expect(await ask()).toBe('not json')
  })

  it('answers 404 for routes it does not speak and records nothing', async () => {
    const response = await chat('/v1/embeddings', {})
    expect(response.status).toBe(404)
    expect(server.requests).toHaveLength(0)
  })

  it('can hang until the client gives up, and still closes promptly', async () => {
    server.enqueue({ hang: true })
    const hanging = fetch(`${server.url}/api/chat`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', messages }),
      signal: AbortSignal.timeout(100),
    })
    await expect(hanging).rejects.toThrow(/timeout/i)
    expect(server.requests).toHaveLength(1)
    const started = performance.now()
    await server.close()
    expect(performance.now() - started).toBeLessThan(1000)
    server = await startFakeLlmServer()
  })
})
