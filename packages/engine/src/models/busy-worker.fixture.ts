import { parentPort, threadId } from 'node:worker_threads'
import type { WorkerMessage, WorkerReply } from './worker-protocol'

/**
 * A worker for the pool's own tests: `analyze` keeps its thread busy for the milliseconds it
 * is given (as a runaway rule would), `generate` waits that long as a model writing would, and
 * stops at once when cancelled; `streamGenerate` sends its items. Each answer says how many
 * calls this worker has started. It speaks the engine worker's protocol.
 */
const port = parentPort
if (!port) throw new Error('busy-worker runs as a worker thread')
const send = (reply: WorkerReply) => port.postMessage(reply)
let started = 0
const writing = new Map<number, () => void>()

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'cancel') {
    writing.get(message.id)?.()
    return
  }
  const { id, method, args } = message
  started++
  if (method === 'analyze') {
    const until = Date.now() + Number(args[0])
    while (Date.now() < until) {
      // busy, like a synchronous rule that takes this long
    }
    send({ type: 'result', id, value: { threadId, started } })
    return
  }
  if (method === 'generate') {
    const done = setTimeout(() => {
      writing.delete(id)
      send({ type: 'result', id, value: { threadId, started } })
    }, Number(args[0]))
    writing.set(id, () => {
      clearTimeout(done)
      writing.delete(id)
      send({
        type: 'error',
        id,
        error: { kind: 'unavailable', message: 'stopped: the request was cancelled' },
      })
    })
    return
  }
  if (method === 'streamGenerate') {
    for (const item of args as unknown[]) send({ type: 'item', id, item })
    send({ type: 'result', id, value: null })
    return
  }
  send({ type: 'error', id, error: { kind: 'invalid_input', message: `no ${method} here` } })
})
send({ type: 'ready', models: { reader: { kind: 'rules' }, writer: { kind: 'rules' } } })
