import { parentPort, workerData } from 'node:worker_threads'
import { createEngine } from '../create-engine'
import { type Engine, EngineError } from '../engine'
import type { EngineConfig } from '../engine-config'
import { warmUpGrammar } from '../local/grammar/grammar-checker'
import { onGrammarWorkerEvent } from '../local/grammar/harper-worker'
import { localAnalyzer } from '../providers'
import type { WorkerMessage, WorkerReply, WorkerRequest } from './worker-protocol'

/**
 * One worker of the inference pool (inference-pool.ts): it builds the engine the server's
 * config names and runs the calls it is sent, one message per call and per streamed item.
 */
const port = parentPort
if (!port) throw new Error('engine-worker runs as a worker thread of the inference pool')
const { config } = workerData as { config: EngineConfig }
const send = (reply: WorkerReply) => port.postMessage(reply)
const engine = createEngine(config, { onFallback: (fallback) => send({ type: 'fallback', fallback }) })
onGrammarWorkerEvent((event) => send({ type: 'event', event }))

/** Only EngineErrors carry a reason the user may read; anything else is our fault, kept for the log. */
function failure(error: unknown): Extract<WorkerReply, { type: 'error' }>['error'] {
  if (error instanceof EngineError) {
    const { kind, message, retryAfterSeconds } = error
    return retryAfterSeconds === undefined ? { kind, message } : { kind, message, retryAfterSeconds }
  }
  return {
    kind: 'bad_output',
    message: 'The writing engine failed on this message. Please try again.',
    cause: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }
}

/** The call's arguments with its options (always last) given this call's signal. */
function withSignal(args: unknown[], signal: AbortSignal): unknown[] {
  const options = args.at(-1) as object | undefined
  return [...args.slice(0, -1), { ...options, signal }]
}

async function run(
  engine: Engine,
  { id, method, args }: WorkerRequest,
  signal: AbortSignal,
): Promise<unknown> {
  const signalled = withSignal(args, signal)
  switch (method) {
    case 'analyze':
      return engine.analyze(...(signalled as Parameters<Engine['analyze']>))
    case 'rewrite':
      return engine.rewrite(...(signalled as Parameters<Engine['rewrite']>))
    case 'generate':
      return engine.generate(...(signalled as Parameters<Engine['generate']>))
    case 'streamGenerate':
      for await (const item of engine.streamGenerate(
        ...(signalled as Parameters<Engine['streamGenerate']>),
      )) {
        send({ type: 'item', id, item })
      }
      return null
    case 'reply':
      return engine.reply(...(signalled as Parameters<Engine['reply']>))
    case 'emojify':
      return engine.emojify(...(signalled as Parameters<Engine['emojify']>))
    case 'checkGrammar': {
      // harper sets up in the background from this worker's start; a check never waits for it.
      const [message, useCase, options] = args as Parameters<Engine['checkGrammar']>
      return engine.checkGrammar(message, useCase, { ...options, waitForSetup: false })
    }
  }
}

const GRAMMAR_WAIT_MS = 30_000

/** The first calls load word lists and models; they are made here, before any budget runs. */
async function warmUp() {
  // A worker takes calls once its spelling checker is up too (a check on a worker without it comes
  // back "partial"), but never waits for it longer than GRAMMAR_WAIT_MS.
  const grammarReady = Promise.race([
    warmUpGrammar().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, GRAMMAR_WAIT_MS).unref()),
  ])
  // Models load off this thread meanwhile. One that cannot load leaves the engine on the rules;
  // models() then says so.
  const modelsLoaded = engine.ready().catch(() => undefined)
  if (config.provider === 'local') {
    await engine.analyze('Thanks for the update, see you at 6!', 'general').catch(() => undefined)
    await engine.rewrite('sorry i cant make it tonight', 'general', ['friendly']).catch(() => undefined)
  } else {
    // An LLM engine's calls would be generations (paid, or a minute of CPU): its model loads in
    // ready(), and only the local analyzer it measures with is warmed here.
    try {
      localAnalyzer.analyzeMessage('Thanks for the update, see you at 6!', 'general')
      localAnalyzer.checkRewrite('Sorry, I cannot make it tonight.', 'general')
    } catch {
      // a warm-up only
    }
  }
  await Promise.all([modelsLoaded, grammarReady])
}

/** The calls running now, by id, each with what stops it when its caller cancels. */
const running = new Map<number, AbortController>()

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'cancel') {
    running.get(message.id)?.abort(new Error('cancelled by its caller'))
    return
  }
  const stop = new AbortController()
  running.set(message.id, stop)
  // Its end is reported even when cancelled: that is when the pool hands its place to another call.
  run(engine, message, stop.signal)
    .then(
      (value) => send({ type: 'result', id: message.id, value }),
      (error: unknown) => send({ type: 'error', id: message.id, error: failure(error) }),
    )
    .finally(() => running.delete(message.id))
})
void warmUp().then(() => send({ type: 'ready', models: engine.models() }))
