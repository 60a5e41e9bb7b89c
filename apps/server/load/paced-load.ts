// Open-loop load at a steady rate: one request every 1/rate seconds, whether or not the earlier
// ones have answered. autocannon's own rate limit sends each second's quota as one burst at the
// start of the second, which measures a queue rather than the latency at that rate.
import { Pool } from 'undici'
import type { LoadRequest, Measurement } from './measure'

export interface PacedRun {
  seconds: number
  /** Requests per second, spread evenly. */
  rate: number
  /** Most connections open at once (kept alive); requests beyond them wait, and that wait counts. */
  connections: number
  /**
   * Sent at the same rate before the recorded run and not recorded (as wrk2's calibration):
   * a fresh pool opens its connections then, and a server just off a full-speed run settles.
   */
  warmUpSeconds?: number
  users?: { headers: Record<string, string> }[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function measurePaced(
  baseUrl: string,
  requests: LoadRequest | LoadRequest[],
  run: PacedRun,
): Promise<Measurement> {
  // undici rather than node:http: the sender shares the machine with the server, and at a few
  // thousand requests per second node:http's own cost delayed the sends it was timing.
  const pool = new Pool(baseUrl, { connections: run.connections, pipelining: 1 })
  const list = [requests].flat()
  const latencies: number[] = []
  const lags: number[] = []
  let failures = 0

  const send = async (index: number, due: number, recorded: boolean) => {
    // The sender's own lateness: its loop did not run in time (the machine gave this process no
    // core, or it was busy reading answers). Not the server's: kept apart, and reported.
    const sent = performance.now()
    if (recorded) lags.push(Math.max(0, sent - due))
    const request = list[index % list.length] as LoadRequest
    const body = request.body === undefined ? undefined : JSON.stringify(request.body)
    try {
      const response = await pool.request({
        method: request.method,
        path: request.path,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
          ...run.users?.[index % run.users.length]?.headers,
        },
        body,
      })
      await response.body.dump()
      if (response.statusCode < 200 || response.statusCode >= 300) failures++
    } catch {
      failures++
    }
    if (!recorded) return
    // Measured from when the request was handed to the pool, which holds it until a connection
    // is free: time spent queued behind a slow answer counts (no coordinated omission), the
    // sender's own lateness does not.
    latencies.push(performance.now() - sent)
  }

  const warmUp = Math.round(run.rate * (run.warmUpSeconds ?? 0))
  const total = Math.max(1, Math.round(run.rate * run.seconds))
  const interval = 1000 / run.rate
  const inFlight: Promise<void>[] = []
  const started = performance.now()
  for (let index = 0; index < warmUp + total; index++) {
    const due = started + index * interval
    const wait = due - performance.now()
    if (wait >= 1) await sleep(wait)
    inFlight.push(send(index, due, index >= warmUp))
  }
  await Promise.all(inFlight)
  const elapsedSeconds = (performance.now() - started) / 1000 - warmUp / run.rate
  await pool.close()

  latencies.sort((a, b) => a - b)
  lags.sort((a, b) => a - b)
  const percentile = (values: number[], share: number) =>
    values[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0
  const at = (share: number) => percentile(latencies, share)
  return {
    senderLagP99Ms: percentile(lags, 0.99),
    requestsPerSecond: total / elapsedSeconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    meanMs: latencies.reduce((sum, latency) => sum + latency, 0) / Math.max(1, latencies.length),
    failures,
    total,
  }
}
