import { describe, expect, it } from 'vitest'
import { deferHydration, INTERACTION_EVENTS, parseBootstrap } from './defer-hydration.mjs'

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/pricing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};

import("/assets/entry.client-4.js");`

const page = `<html><head><link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/></head><body><main>Prices</main><script type="module" async="">${bootstrap}</script></body></html>`

describe('deferHydration', () => {
  it('reads React Router’s bootstrap', () => {
    expect(parseBootstrap(bootstrap)).toEqual({
      manifest: '/assets/manifest-1.js',
      routes: [
        { name: 'route0', module: '/assets/root-2.js' },
        { name: 'route1', module: '/assets/pricing-3.js' },
      ],
      registry: '{"root":route0,"routes/pricing":route1}',
      entry: '/assets/entry.client-4.js',
    })
  })

  it('fails loudly on a bootstrap it does not know, instead of shipping a page that never hydrates', () => {
    expect(() => parseBootstrap('import("/assets/entry.client-4.js");')).toThrow(/Unexpected/)
    expect(() => deferHydration('<html></html>', { webVitalsModule: '/w.js' })).toThrow(/No React Router/)
  })

  it('loads nothing until an interaction (or a signed-in session), then hydrates exactly as React Router would', async () => {
    const html = deferHydration(page, { webVitalsModule: '/assets/report-web-vitals-5.js' })
    const code = html.match(/<script type="module">([\s\S]*)<\/script>/)?.[1] ?? ''
    expect(html).not.toContain('async=""')
    // Not even fetched while the page loads: the bootstrap preloads it when hydration starts.
    expect(html).not.toContain('<link')
    expect(html).not.toContain('prefetch')

    const imported: string[] = []
    const preloaded: { rel: string; href: string }[] = []
    const listeners = new Map<string, () => void>()
    const scope = {
      document: {
        documentElement: { hasAttribute: () => false },
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (link: { rel: string; href: string }) => preloaded.push(link) },
      },
      window: { requestIdleCallback: () => undefined } as Record<string, unknown>,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      requestIdleCallback: (callback: () => void) => callback(),
      setTimeout,
      importModule: async (path: string) => {
        imported.push(path)
        return { startReportingWebVitals: () => imported.push('web vitals started') }
      },
    }
    const run = new Function(...Object.keys(scope), code.replaceAll('import(', 'importModule('))
    run(...Object.values(scope))
    await new Promise((resolve) => setTimeout(resolve, 0))

    // Only the Web Vitals reporter, on idle.
    expect(imported).toEqual(['/assets/report-web-vitals-5.js', 'web vitals started'])
    expect(preloaded).toEqual([])
    expect([...listeners.keys()]).toEqual(INTERACTION_EVENTS)

    listeners.get('pointermove')?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(preloaded).toEqual([{ rel: 'modulepreload', href: '/assets/root-2.js' }])
    expect(imported.slice(2)).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/pricing-3.js',
      '/assets/entry.client-4.js',
    ])
    expect(Object.keys(scope.window.__reactRouterRouteModules as object)).toEqual(['root', 'routes/pricing'])
    expect(listeners.size).toBe(0)
  })
})
