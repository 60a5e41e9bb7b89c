import type { Location } from 'react-router'
import { paths } from '~/config/paths'

/*
 * Where /login sends the user once they are signed in, and why they were sent to it (issue 39).
 * Carried in the router's location state, not the address: nobody can link to /login with a
 * place to go or a reason of their own, and the page reloads with it all the same.
 */

export type LoginReason = 'session-ended'

export interface LoginRedirectState {
  /** The page the user was on (path, query and hash of this app). */
  returnTo: string
  reason?: LoginReason
}

const ORIGIN = 'https://tipsy.invalid'

/**
 * `candidate` when it is a path on this site that signing in can return to, else null. Only a
 * path that starts with one slash is taken: an absolute URL, `//host` or `/\host` (which browsers
 * read as another host) could send a fresh session to another site. /login itself goes nowhere.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null
  // URL parsing drops tabs and line breaks: "/\t/host" would become "//host".
  if ([...candidate].some((character) => character < ' ' || character === '\u007f')) return null
  let url: URL
  try {
    url = new URL(candidate, ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== ORIGIN || url.pathname === paths.login.path) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The state to go to /login with from `from` (the page the user was on). */
export function loginRedirectState(
  from: Pick<Location, 'pathname' | 'search' | 'hash'>,
  reason?: LoginReason,
): LoginRedirectState {
  const returnTo = `${from.pathname}${from.search}${from.hash}`
  return reason ? { returnTo, reason } : { returnTo }
}

/** What /login was sent: where to go after signing in (/app unless a safe path was given), and why. */
export function readLoginRedirect(state: unknown): { returnTo: string; sessionEnded: boolean } {
  const given = typeof state === 'object' && state !== null ? (state as Partial<LoginRedirectState>) : {}
  return {
    returnTo: safeReturnPath(given.returnTo) ?? paths.app.path,
    sessionEnded: given.reason === 'session-ended',
  }
}
