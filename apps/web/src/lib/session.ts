import { useAppStore } from '~/stores/app-store'

type Listener = () => void

const endedListeners = new Set<Listener>()

/** Called when the session ends without the user asking (failed refresh): the app then goes to /login. */
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener)
  return () => {
    endedListeners.delete(listener)
  }
}

/** Clears the local session (the refresh timer follows the store) and tells the app. */
export function endSession(): void {
  useAppStore.getState().clearSession()
  for (const listener of endedListeners) listener()
}
