import { useSyncExternalStore } from 'react'

/*
 * Whether the browser is online (navigator.onLine and its events) and whether our server
 * answered the last time it was asked (any response at all, or a request that got none). The
 * API client reports the second through its configuration; screens read both.
 */

export type Connectivity = 'online' | 'offline' | 'server-unreachable'

const listeners = new Set<() => void>()
let serverReachable = true

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

function notify(): void {
  for (const listener of listeners) listener()
}

/** Called for every request: true when a response came back, false when none did. */
export function reportServerReachable(reachable: boolean): void {
  if (reachable === serverReachable) return
  serverReachable = reachable
  notify()
}

export function connectivity(): Connectivity {
  if (!browserOnline()) return 'offline'
  return serverReachable ? 'online' : 'server-unreachable'
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export const useConnectivity = (): Connectivity =>
  useSyncExternalStore(subscribe, connectivity, () => 'online' as const)
