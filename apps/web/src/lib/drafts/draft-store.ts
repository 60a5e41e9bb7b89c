import type { z } from 'zod'

/*
 * Drafts: what a user typed into a form and has not finished with, kept in this browser under
 * their own id, so it survives a reload, a session that ends and signing in again (issue 39).
 * Only the user's own logout discards them; another account on this browser reads its own key
 * and never theirs. Each form keeps its draft in a section of the user's one entry.
 */

export const DRAFTS_KEY_PREFIX = 'tipsy-drafts:'

export const draftsKey = (userId: string) => `${DRAFTS_KEY_PREFIX}${userId}`

/** One form's draft: where it is kept in the user's entry, and the shape it must have to be restored. */
export interface DraftKind<T> {
  section: string
  schema: z.ZodType<T>
}

export const defineDraft = <T>(section: string, schema: z.ZodType<T>): DraftKind<T> => ({ section, schema })

/** The draft, or null when nothing is typed or chosen in it (no text, no list, no choice). */
export function unlessBlank<T extends Record<string, unknown>>(draft: T): T | null {
  const blank = Object.values(draft).every(
    (value) =>
      value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length),
  )
  return blank ? null : draft
}

type Sections = Record<string, unknown>

function readSections(userId: string): Sections {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(draftsKey(userId)) ?? '{}')
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Sections) : {}
  } catch {
    return {}
  }
}

/** The user's draft of this kind, or null when there is none (or it no longer has the right shape). */
export function readDraft<T>(userId: string, kind: DraftKind<T>): T | null {
  const parsed = kind.schema.safeParse(readSections(userId)[kind.section])
  return parsed.success ? parsed.data : null
}

/** Keeps (or, with null, forgets) the user's draft of this kind at once. */
export function writeDraft<T>(userId: string, kind: DraftKind<T>, value: T | null): void {
  const sections = readSections(userId)
  if (value === null && !(kind.section in sections)) return
  if (value === null) delete sections[kind.section]
  else sections[kind.section] = value
  try {
    localStorage.setItem(draftsKey(userId), JSON.stringify(sections))
  } catch (error) {
    // A full or blocked storage costs the draft, never the form.
    console.warn('The draft could not be kept in this browser', error)
  }
}

/**
 * How many times each user's drafts were discarded in this page: a write scheduled before a
 * discard belongs to the discarded drafts and is dropped (a screen that unmounts on logout
 * would otherwise write its draft back).
 */
const discards = new Map<string, number>()
const discardCount = (userId: string) => discards.get(userId) ?? 0
const countDiscard = (userId: string) => discards.set(userId, discardCount(userId) + 1)

/** The user logged out: every draft of theirs goes, including writes still waiting. */
export function discardDrafts(userId: string): void {
  countDiscard(userId)
  try {
    localStorage.removeItem(draftsKey(userId))
  } catch {
    // Nothing was kept if the storage cannot be reached.
  }
}

/** Saves a form's draft a moment after the last change, and at once when the page goes away. */
export interface DraftWriter<T> {
  save(value: T | null): void
  /** Writes a waiting save now. */
  flush(): void
}

/** Typing writes once it pauses for this long. */
export const DRAFT_SAVE_DELAY_MS = 400

const waitingWriters = new Set<() => void>()
const flushAll = () => {
  for (const flush of [...waitingWriters]) flush()
}

if (typeof window !== 'undefined') {
  // A reload or a closed tab must not lose the last keystrokes to the delay.
  window.addEventListener('pagehide', flushAll)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll()
  })
  // Another tab logged this user out (their entry removed) or cleared the storage.
  window.addEventListener('storage', (event) => {
    if (event.key === null) for (const userId of discards.keys()) countDiscard(userId)
    else if (event.key.startsWith(DRAFTS_KEY_PREFIX) && event.newValue === null)
      countDiscard(event.key.slice(DRAFTS_KEY_PREFIX.length))
  })
}

export function createDraftWriter<T>(userId: string, kind: DraftKind<T>): DraftWriter<T> {
  if (!discards.has(userId)) discards.set(userId, 0)
  const discardsAtStart = discardCount(userId)
  let waiting: { value: T | null } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    clearTimeout(timer)
    waitingWriters.delete(flush)
    if (!waiting) return
    const { value } = waiting
    waiting = null
    if (discardCount(userId) === discardsAtStart) writeDraft(userId, kind, value)
  }

  return {
    save(value) {
      waiting = { value }
      clearTimeout(timer)
      timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS)
      waitingWriters.add(flush)
    },
    flush,
  }
}
