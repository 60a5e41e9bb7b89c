// One bounded autocannon run against one request, summarised.
import autocannon from 'autocannon'
import { measurePaced } from './paced-load'

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  headers?: Record<string, string>
  body?: unknown
}

export interface RunOptions {
  seconds: number
  connections: number
  /** Requests per second, evenly paced (open loop); unset runs as fast as the server answers. */
  overallRate?: number
  /** Paced runs only: seconds sent at the rate first and not recorded. */
  warmUpSeconds?: number
}

export interface Measurement {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  meanMs: number
  /** Paced runs only: how late the sender itself sent its requests (99th percentile). */
  senderLagP99Ms?: number
  /** Non-2xx answers plus connection errors and timeouts. */
  failures: number
  total: number
}

/**
 * Runs `requests` (in turn, on every connection) for `options.seconds`. With `users`, the
 * requests are signed by the users in turn: many people, as in real traffic, rather than one
 * user whose counter rows every request would queue on.
 */
export async function measure(
  baseUrl: string,
  requests: LoadRequest | LoadRequest[],
  options: RunOptions & { users?: { headers: Record<string, string> }[] },
): Promise<Measurement> {
  const { users } = options
  if (options.overallRate) {
    return measurePaced(baseUrl, requests, { ...options, rate: options.overallRate })
  }
  // Built once per connection before the run, as the yardsticks' requests are. Each connection
  // signs them with the users in turn, starting from a different user, so no two connections
  // queue on one user's rows. (A per-request setupRequest used to rebuild every request's buffer
  // in this process, which shares the cores with the server: a cost the yardsticks did not pay.)
  let clients = 0
  const built = [requests].flat().map((request) => ({
    method: request.method,
    path: request.path,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  }))
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: options.seconds,
    requests: built,
    ...(users && users.length > 0
      ? {
          setupClient: (client: autocannon.Client) => {
            const first = clients++
            const inTurn = users.map((_, i) => users[(first + i) % users.length] as (typeof users)[number])
            client.setRequests(
              inTurn.flatMap((user) =>
                built.map((request) => ({ ...request, headers: { ...request.headers, ...user.headers } })),
              ),
            )
          },
        }
      : {}),
  })
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    failures: result.non2xx + result.errors,
    total: result.requests.total,
  }
}
