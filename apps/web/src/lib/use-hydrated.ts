import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered HTML (and on the server), true from then on. Content that
 * depends on the signed-in user's plan renders nothing until it is true, so hydration matches the
 * signed-out HTML and nothing flashes.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
