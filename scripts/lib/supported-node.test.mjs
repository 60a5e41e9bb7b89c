import { describe, expect, it } from 'vitest'
import { isSupportedNode, nodeCacheDir } from './supported-node.mjs'

describe('isSupportedNode', () => {
  it("accepts Node 22.22 and later (React Router 8's floor), and refuses Node 20 and earlier 22s", () => {
    expect(isSupportedNode('24.22.3')).toBe(true)
    expect(isSupportedNode('22.22.0')).toBe(true)
    expect(isSupportedNode('23.0.0')).toBe(true)
    expect(isSupportedNode('22.21.1')).toBe(false)
    expect(isSupportedNode('22.12.0')).toBe(false)
    expect(isSupportedNode('20.20.2')).toBe(false)
  })
})

describe('nodeCacheDir', () => {
  it('keeps Node beside the models: XDG_CACHE_HOME when absolute, else ~/.cache', () => {
    expect(nodeCacheDir({ XDG_CACHE_HOME: '/var/cache' }, '/home/me')).toBe('/var/cache/tipsy/node')
    expect(nodeCacheDir({ XDG_CACHE_HOME: 'relative' }, '/home/me')).toBe('/home/me/.cache/tipsy/node')
    expect(nodeCacheDir({}, '/home/me')).toBe('/home/me/.cache/tipsy/node')
  })
})
