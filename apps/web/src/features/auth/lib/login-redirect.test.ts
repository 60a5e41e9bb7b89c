import { describe, expect, it } from 'vitest'
import { loginRedirectState, readLoginRedirect, safeReturnPath } from './login-redirect'

describe('safeReturnPath', () => {
  it.each([
    '/app/message-iq',
    '/app',
    '/app/message-generator?mode=reply',
    '/app/text-to-emoji/secret%20picnic',
    '/pricing#faq',
  ])('takes the path of this site %s', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })

  it.each([
    ['an absolute URL', 'https://evil.example/app'],
    ['another scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/app'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash host after a slash', '\\\\evil.example'],
    ['a tab that parsing would drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a relative path', 'app/message-iq'],
    ['an empty string', ''],
    ['the login page itself', '/login'],
    ['the login page with a query', '/login?x=1'],
    ['not a string', { pathname: '/app' }],
    ['nothing', undefined],
  ])('refuses %s', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull()
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/app/../app/history')).toBe('/app/history')
    expect(safeReturnPath('/../../evil.example')).toBe('/evil.example')
  })
})

describe('what /login is sent', () => {
  it('goes back to the page the user was on, with or without a reason', () => {
    const from = { pathname: '/app/message-generator', search: '?mode=reply', hash: '' }
    expect(readLoginRedirect(loginRedirectState(from, 'session-ended'))).toEqual({
      returnTo: '/app/message-generator?mode=reply',
      sessionEnded: true,
    })
    expect(readLoginRedirect(loginRedirectState(from))).toEqual({
      returnTo: '/app/message-generator?mode=reply',
      sessionEnded: false,
    })
  })

  it('falls back to /app for no state, a foreign state or an unsafe path', () => {
    expect(readLoginRedirect(null)).toEqual({ returnTo: '/app', sessionEnded: false })
    expect(readLoginRedirect('session-ended')).toEqual({ returnTo: '/app', sessionEnded: false })
    expect(readLoginRedirect({ returnTo: '//evil.example', reason: 'session-ended' })).toEqual({
      returnTo: '/app',
      sessionEnded: true,
    })
  })
})
