import type { ApiError } from './api-client'

/*
 * What the API client is given by the app (the session and the error toast) rather than
 * reading itself. A module of its own with no dependencies, so the app can install the
 * session before any screen loads the client (and its contract schemas).
 */

/**
 * What a 401 led to: `replay` with the newer token; `session-ended` (the session could not be
 * renewed and has reported why, so the 401 itself is not shown again); `no-session` (there was
 * none to renew: the 401 is reported like any failure).
 */
export type Renewal = 'replay' | 'session-ended' | 'no-session'

/** Where authenticated calls get their bearer token, and a new one after a 401. */
export interface TokenSource {
  /** The access token to send, or null for a call without a session. */
  accessToken(): string | null
  /**
   * For an authenticated call when `accessToken()` has none: a token restored for a session
   * that exists without one (a page opened afresh), or null.
   */
  restore(): Promise<string | null>
  /**
   * Called once after a 401 on an authenticated call that sent `rejected`, awaiting any
   * refresh already under way rather than starting another.
   */
  renewAfterUnauthorized(rejected: string | null): Promise<Renewal>
}

export interface ApiClientConfig {
  tokenSource: TokenSource
  /** Every failed call that is not silent (the app shows the error toast). */
  onError: (error: ApiError) => void
  /** Every exchange: true when the server answered (whatever the status), false when it did not. */
  onServerReachable: (reachable: boolean) => void
}

const anonymous: TokenSource = {
  accessToken: () => null,
  restore: async () => null,
  renewAfterUnauthorized: async () => 'no-session',
}

let config: ApiClientConfig = {
  tokenSource: anonymous,
  onError: () => undefined,
  onServerReachable: () => undefined,
}

/** Installs the app's session and error reporting; returns a function that puts back the previous ones. */
export function configureApiClient(next: Partial<ApiClientConfig>): () => void {
  const previous = config
  config = { ...config, ...next }
  return () => {
    config = previous
  }
}

export const apiClientConfig = (): ApiClientConfig => config
