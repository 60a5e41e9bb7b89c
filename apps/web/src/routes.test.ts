import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { paths } from './config/paths'
import routes from './routes'

/** Every URL the route config answers, with optional segments dropped and the catch-alls left out. */
function urlsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === '*') return []
    const path = entry.index ? parent || '/' : `${parent}/${(entry.path ?? '').replace(/\/:\w+\?$/, '')}`
    return [...(entry.index ? [] : [path]), ...urlsOf(entry.children ?? [], path)]
  })
}

describe('routes.ts and the route table in config/paths.ts', () => {
  it('agree: every path has a screen and every screen a path', () => {
    const served = new Set(urlsOf(routes))
    served.add('/')
    expect([...served].sort()).toEqual(
      Object.values(paths)
        .map((entry) => entry.path)
        .sort(),
    )
  })
})
