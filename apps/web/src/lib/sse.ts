/** One event of a `text/event-stream` body. */
export interface ServerSentEvent {
  event: string
  data: string
}

/**
 * Parses a `text/event-stream` body as the HTML standard describes: events end at a blank line,
 * `data:` lines join with newlines, `:` lines are comments, and an unnamed event is `message`.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let event = ''
  let data: string[] = []

  function* takeLines(final: boolean): Generator<ServerSentEvent> {
    const lines = buffer.split(/\r\n|\r|\n/)
    // A lone trailing \r may be the first half of \r\n split across chunks.
    buffer = final ? '' : (lines.pop() ?? '')
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n') }
        event = ''
        data = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
  }

  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      if (buffer.endsWith('\r')) continue
      yield* takeLines(false)
    }
    buffer += decoder.decode()
    yield* takeLines(true)
  } finally {
    // Stops the download when the reader leaves early; a no-op once the body has ended.
    await reader.cancel().catch(() => undefined)
  }
}
