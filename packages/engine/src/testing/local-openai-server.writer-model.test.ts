import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLlamaCppClient, type LlamaCppClient } from '../models/writer/llama-cpp-client'
import { type LocalOpenAiServer, startLocalOpenAiServer } from './local-openai-server'
import { writerModelFile } from './writer-model'

let client: LlamaCppClient
let server: LocalOpenAiServer
beforeAll(async () => {
  client = createLlamaCppClient({
    modelPath: await writerModelFile(),
    provider: { name: 'The llama.cpp provider', location: 'test', timeoutMs: 20_000 },
  })
  await client.ready()
  server = await startLocalOpenAiServer(client, { models: ['smollm2-135m'] })
}, 20_000)
afterAll(async () => {
  await server?.close()
  await client?.close()
})

const chat = (body: object) =>
  fetch(`${server.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('local OpenAI-compatible server', { timeout: 30_000 }, () => {
  it('answers a whole completion that matches the json_schema response format', async () => {
    const response = await chat({
      model: 'smollm2-135m',
      messages: [
        { role: 'system', content: 'You answer with JSON only.' },
        { role: 'user', content: 'Name a city in France.' },
      ],
      max_tokens: 40,
      temperature: 0.2,
      seed: 7,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'city',
          schema: {
            type: 'object',
            properties: { city: { type: 'string', maxLength: 24 } },
            required: ['city'],
          },
        },
      },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { choices: { message: { content: string } }[] }
    const answer = JSON.parse(body.choices[0]?.message.content ?? '') as { city: unknown }
    expect(typeof answer.city).toBe('string')
  })

  it('streams the answer as server-sent events, chunk by chunk', async () => {
    const response = await chat({
      model: 'smollm2-135m',
      messages: [{ role: 'user', content: 'Say hello to Sam.' }],
      max_tokens: 20,
      seed: 3,
      stream: true,
    })
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const events = (await response.text()).split('\n\n').filter(Boolean)
    expect(events.at(-1)).toBe('data: [DONE]')
    const chunks = events.slice(0, -1).map(
      (event) =>
        JSON.parse(event.replace(/^data: /, '')) as {
          choices: { delta: { content?: string }; finish_reason: string | null }[]
        },
    )
    const pieces = chunks.map((chunk) => chunk.choices[0]?.delta.content).filter((piece) => piece)
    expect(pieces.length).toBeGreaterThan(2)
    // max_tokens ran out before the model stopped.
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('length')
  })

  it('refuses a malformed request with a 400 in OpenAI error format', async () => {
    const response = await chat({ messages: [] })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { message: string; type: string } }
    expect(body.error.type).toBe('invalid_request_error')
    expect(body.error.message).toMatch(/^Invalid request: /)
  })

  it('refuses a model it does not have as OpenAI does: 404 model_not_found, before running the model', async () => {
    const before = server.requests.length
    const response = await chat({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi' }] })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: {
        message: 'The model `gpt-4o-mini` does not exist or you do not have access to it.',
        type: 'invalid_request_error',
        param: null,
        code: 'model_not_found',
      },
    })
    expect(server.requests.slice(before)).toMatchObject([{ written: '' }])
  })
})
