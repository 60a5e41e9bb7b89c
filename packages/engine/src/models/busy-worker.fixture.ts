import { parentPort, threadId } from 'node:worker_threads'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

/**
 * A worker for the pool's own tests: `analyze` keeps its thread busy for the milliseconds it
 * is given (as a runaway rule would), `streamGenerate` sends its items; it speaks the engine
 * worker's protocol.
 */
const port = parentPort
if (!port) throw new Error('busy-worker runs as a worker thread')
const send = (reply: WorkerReply) => port.postMessage(reply)

port.on('message', ({ id, method, args }: WorkerRequest) => {
  if (method === 'analyze') {
    const until = Date.now() + Number(args[0])
    while (Date.now() < until) {
      // busy, like a synchronous rule that takes this long
    }
    send({ type: 'result', id, value: { threadId } })
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
