import type { User } from '@tipsy/contracts'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export const APP_STORAGE_KEY = 'app-storage'
/** The persisted profile's format; a change needs a `migrate`. */
export const APP_STORAGE_VERSION = 1

/** docs/product.md §3 "Stored app error". */
export interface AppError {
  message: string
  /** The HTTP status as text ("0" when no response arrived). */
  code: string
  /** ISO 8601. */
  timestamp: string
}

/** An emoji generation remembered on this device (docs/product.md §3 "Stored in the browser", newest first). */
export interface LocalHistoryItem {
  emoji: string
  text: string
  timestamp: string
}

export interface SessionGrant {
  user: User
  accessToken: string
  /** Seconds until the access token expires. */
  expiresIn?: number | null
}

interface PersistedState {
  user: User | null
  isAuthenticated: boolean
  history: LocalHistoryItem[]
  selectedEmoji: string | null
}

interface MemoryState {
  /** The access token: memory only, never written to storage. */
  token: string | null
  /** Epoch milliseconds. */
  tokenExpiresAt: number | null
  lastTokenValidation: number | null
  lastStatsFetch: number | null
  error: AppError | null
}

interface Actions {
  signIn(grant: SessionGrant, now?: number): void
  setToken(accessToken: string, expiresIn?: number | null, now?: number): void
  setUser(user: User): void
  /** Signs out on this device: the session and everything about the user it stored (issue 36). */
  clearSession(): void
  markTokenValidated(at: number): void
  markStatsFetched(at: number): void
  setError(error: AppError): void
  clearError(): void
  setSelectedEmoji(emoji: string | null): void
  addHistoryItem(item: LocalHistoryItem): void
  clearHistory(): void
}

export type AppState = PersistedState & MemoryState & Actions

const expiryFrom = (expiresIn: number | null | undefined, now: number) =>
  expiresIn ? now + expiresIn * 1000 : null

/**
 * Signed out, with nothing about the last user left: everything persisted is theirs (the local
 * history holds what they wrote, the chosen emoji is one of their preferences).
 */
const signedOut = {
  user: null,
  isAuthenticated: false,
  history: [],
  selectedEmoji: null,
  token: null,
  tokenExpiresAt: null,
  lastTokenValidation: null,
  lastStatsFetch: null,
  error: null,
} satisfies PersistedState & MemoryState

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...signedOut,

      signIn: ({ user, accessToken, expiresIn }, now = Date.now()) =>
        set({
          user,
          isAuthenticated: true,
          token: accessToken,
          tokenExpiresAt: expiryFrom(expiresIn, now),
          lastTokenValidation: null,
          error: null,
        }),
      setToken: (accessToken, expiresIn, now = Date.now()) =>
        set({ token: accessToken, tokenExpiresAt: expiryFrom(expiresIn, now) }),
      setUser: (user) => set({ user }),
      clearSession: () => set(signedOut),
      markTokenValidated: (at) => set({ lastTokenValidation: at }),
      markStatsFetched: (at) => set({ lastStatsFetch: at }),
      setError: (error) => set({ error }),
      clearError: () => set({ error: null }),
      setSelectedEmoji: (selectedEmoji) => set({ selectedEmoji }),
      addHistoryItem: (item) => set((state) => ({ history: [item, ...state.history] })),
      clearHistory: () => set({ history: [] }),
    }),
    {
      name: APP_STORAGE_KEY,
      version: APP_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, isAuthenticated, history, selectedEmoji }): PersistedState => ({
        user,
        isAuthenticated,
        history,
        selectedEmoji,
      }),
    },
  ),
)

/** The error record of docs/product.md §3 for a message and an HTTP status. */
export const appError = (message: string, status: number | string, at = new Date()): AppError => ({
  message,
  code: String(status),
  timestamp: at.toISOString(),
})

/**
 * Another tab signed in or out: take over its persisted profile. A tab that sees the sign-out
 * also drops its in-memory token, so its guard sends it to /login.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== APP_STORAGE_KEY) return
    void Promise.resolve(useAppStore.persist.rehydrate()).then(() => {
      const state = useAppStore.getState()
      if (!state.isAuthenticated && state.token) state.clearSession()
    })
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
