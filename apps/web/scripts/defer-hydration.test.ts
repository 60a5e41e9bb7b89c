import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deferHydration, INERT_TYPE } from './defer-hydration.mjs'

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-4.js");`

/** A script that records, in the document, that it ran (jsdom runs a script in its own global). */
const record = (name: string) => `document.body.dataset.ran = (document.body.dataset.ran ?? "") + "${name},"`

// The shape of a prerendered page: a head script, JSON-LD, then React Router's and React's
// scripts, which here record that they ran (jsdom runs a classic script when it is inserted).
const page = [
  '<html><head><script>document.documentElement.dataset.marker = "1"</script>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/></head>',
  '<body><main>Prices</main><script type="application/ld+json">{"@type":"Product"}</script>',
  `<script>${record('scroll restoration')};"react-router-scroll-positions"</script>`,
  `<script>${record('context')}</script>`,
  `<script type="module" async="">${bootstrap}</script>`,
  `<script id="_R_">${record('React')}</script>`,
  `<div hidden id="S:0"><script>${record('stream')}</script></div>`,
  '</body></html>',
].join('')

const options = { wakeScript: '/assets/wake-1.js', webVitalsModule: '/assets/report-web-vitals-5.js' }
const wakeCode = readFileSync(resolve(import.meta.dirname, 'wake-on-interaction.js'), 'utf8')

describe('deferHydration', () => {
  it('leaves the page’s scripts in place but inert, except the two that must run before the first paint', () => {
    const html = deferHydration(page, options)
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1])
    expect(scripts).toEqual([
      '', // the head's signed-in marker
      ' type="application/ld+json"',
      '', // scroll restoration
      ` type="${INERT_TYPE}"`,
      ` type="${INERT_TYPE}" data-type="module" async=""`,
      ` type="${INERT_TYPE}" id="_R_"`,
      ` type="${INERT_TYPE}"`,
      ' src="/assets/wake-1.js" defer data-preloads="/assets/root-2.js" data-web-vitals="/assets/report-web-vitals-5.js"',
    ])
    expect(html).toContain(bootstrap)
    // Not even fetched while the page loads: the wake script preloads it.
    expect(html).not.toContain('<link')
  })

  it('fails loudly on a page without React Router’s bootstrap, instead of shipping one that never hydrates', () => {
    expect(() => deferHydration('<html><body></body></html>', options)).toThrow(/No React Router/)
  })
})

describe('the wake script', () => {
  const ran = () => (document.body.dataset.ran ?? '').split(',').filter(Boolean)
  beforeEach(() => {
    delete document.body.dataset.ran
  })
  afterEach(() => {
    document.documentElement.removeAttribute('data-signed-in')
  })

  /** Loads the deferred page into jsdom (which runs no scripts) and runs the wake script on it. */
  function loadPage() {
    const html = deferHydration(page, options)
    document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
    const wakeElement = document.querySelector('script[src="/assets/wake-1.js"]')
    const imported: string[] = []
    const listeners = new Map<string, () => void>()
    const scope = {
      document: new Proxy(document, {
        get: (target, key) =>
          key === 'currentScript'
            ? wakeElement
            : (Reflect.get(target, key, target).bind?.(target) ?? Reflect.get(target, key, target)),
      }),
      window: { requestIdleCallback: () => undefined },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      requestIdleCallback: (callback: () => void) => callback(),
      setTimeout,
      importModule: async (path: string) => {
        imported.push(path)
        return { startReportingWebVitals: () => imported.push('web vitals started') }
      },
    }
    new Function(...Object.keys(scope), wakeCode.replaceAll('import(', 'importModule('))(
      ...Object.values(scope),
    )
    return { imported, listeners }
  }

  const scriptTypes = () =>
    [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('type'))
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  it('runs nothing but the Web Vitals reporter until the first interaction, then the page’s scripts in order', async () => {
    const { imported, listeners } = loadPage()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(imported).toEqual(['/assets/report-web-vitals-5.js', 'web vitals started'])
    expect(ran()).toEqual([])
    expect(preloads()).toEqual([])
    expect(scriptTypes().filter((type) => type === INERT_TYPE)).toHaveLength(4)
    expect([...listeners.keys()]).toEqual([
      'pointerdown',
      'pointermove',
      'touchstart',
      'keydown',
      'focusin',
      'wheel',
    ])

    const before = [...document.body.querySelectorAll('script')].map((script) => script.textContent)
    listeners.get('pointermove')?.()

    expect(preloads()).toEqual(['/assets/root-2.js'])
    // jsdom runs no module scripts: React Router's bootstrap is checked by its type below.
    expect(ran()).toEqual(['context', 'React', 'stream'])
    expect(scriptTypes()).toEqual(['application/ld+json', null, null, 'module', null, null, null])
    // The same code, in the same places, with the attributes React rendered.
    expect([...document.body.querySelectorAll('script')].map((script) => script.textContent)).toEqual(before)
    expect(document.getElementById('_R_')?.tagName).toBe('SCRIPT')
    expect(document.querySelector('script[type="module"]')?.hasAttribute('async')).toBe(true)
    expect(document.querySelector('[data-type]')).toBeNull()
    expect(listeners.size).toBe(0)
  })

  it('wakes the page at once in a browser marked signed in', () => {
    document.documentElement.setAttribute('data-signed-in', '')
    const { listeners } = loadPage()
    expect(listeners.size).toBe(0)
    expect(scriptTypes()).not.toContain(INERT_TYPE)
    expect(ran()).toEqual(['context', 'React', 'stream'])
    expect(preloads()).toEqual(['/assets/root-2.js'])
  })
})
