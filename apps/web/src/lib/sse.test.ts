import { describe, expect, it } from 'vitest'
import { readServerSentEvents, type ServerSentEvent } from './sse'

const streamOf = (...chunks: string[]) => {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = []
  for await (const event of readServerSentEvents(stream)) events.push(event)
  return events
}

describe('readServerSentEvents', () => {
  it('yields named events with their data', async () => {
    const events = await collect(streamOf('event: message\ndata: {"a":1}\n\nevent: done\ndata: {}\n\n'))
    expect(events).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'done', data: '{}' },
    ])
  })

  it('reassembles events split across chunks, including a CRLF split in two', async () => {
    const events = await collect(streamOf('eve', 'nt: mess', 'age\r', '\ndata: x\r\n\r', '\n'))
    expect(events).toEqual([{ event: 'message', data: 'x' }])
  })

  it('joins data lines, skips comments, defaults the name and drops an unterminated event', async () => {
    const events = await collect(streamOf(': keep-alive\n\ndata: one\ndata: two\n\nevent: done\ndata: cut'))
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }])
  })

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: 🍸\n\n')
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8))
        controller.enqueue(bytes.slice(8))
        controller.close()
      },
    })
    expect(await collect(stream)).toEqual([{ event: 'message', data: '🍸' }])
  })
})
