// Public pages are prerendered, complete HTML, and everything on them works without JavaScript
// (links, the FAQ's <details>, the demo's radio buttons, the menu's popover). So none of their
// scripts run while the page loads (ADR 0003, ADR 0018): React Router's hydration data and
// bootstrap and React's streaming runtime stay in the HTML, inert, and one small external
// script (wake-on-interaction.js) runs them, in document order, on the visitor's first
// interaction (pointer, touch, key, focus, wheel) or at once for a browser with a signed-in
// session (marked on <html> by the head script in root.tsx). Web Vitals are still measured from
// the start, on idle. Two scripts still run as the page is parsed: the head's signed-in marker
// and React Router's scroll restoration, which must act before the first paint.
// The login page hydrates at once: it is nothing but its sign-in buttons. The SPA shell
// (__spa-fallback.html, the /app screens) is left alone: there the code is the page.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CLIENT_BUILD, prerenderedPages } from './prerendered-pages.mjs'

/** Pages whose prerendered HTML is left to hydrate at once, relative to the build folder. */
const HYDRATE_AT_ONCE = new Set(['login/index.html'])

/** The type that keeps a script in the page without running it (any unknown type does). */
export const INERT_TYPE = 'text/x-on-interaction'

const WAKE_SCRIPT_SOURCE = new URL('./wake-on-interaction.js', import.meta.url)

const BOOTSTRAP = /<script type="module" async="">[\s\S]*?window\.__reactRouterRouteModules[\s\S]*?<\/script>/
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g
/** React Router's scroll restoration: it restores a reloaded page's position before it paints. */
const SCROLL_RESTORATION = 'react-router-scroll-positions'

/** A script the page would run as it is parsed: inline, with code, not a JSON data block. */
const runsWhenParsed = (attributes, content) =>
  content.trim() !== '' && !/\ssrc=/.test(attributes) && !/\stype="(?!module")[^"]*"/.test(attributes)

/** Every script of the body that would run while the page loads, made inert (its type kept aside). */
export function makeScriptsInert(html) {
  const bodyStart = html.indexOf('<body')
  if (bodyStart < 0) throw new Error('No <body> in a prerendered page')
  const body = html.slice(bodyStart).replace(SCRIPT, (script, attributes = '', content) => {
    if (!runsWhenParsed(attributes, content) || content.includes(SCROLL_RESTORATION)) return script
    const type = attributes.match(/\stype="([^"]*)"/)?.[1]
    const rest = attributes.replace(/\stype="[^"]*"/, '')
    return `<script type="${INERT_TYPE}"${type ? ` data-type="${type}"` : ''}${rest}>${content}</script>`
  })
  return html.slice(0, bodyStart) + body
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g

/**
 * React Router's module preloads would make the browser fetch and compile the page's code while
 * it loads, and even a plain prefetch keeps the network busy after the page is complete, which
 * holds Time to Interactive open (and with it the window Total Blocking Time is counted in). So
 * they are taken out of the page and issued by the wake script when hydration starts.
 */
export function takeOutModulePreloads(html) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  return { html: html.replace(MODULE_PRELOAD, ''), preloads }
}

/**
 * The page with its scripts inert and the wake script added, which is given the page's module
 * preloads and the Web Vitals reporter. Fails on a page without React Router's bootstrap, rather
 * than shipping a page that never hydrates.
 */
export function deferHydration(html, { wakeScript, webVitalsModule }) {
  if (!BOOTSTRAP.test(html)) throw new Error('No React Router bootstrap script found')
  const { html: withoutPreloads, preloads } = takeOutModulePreloads(html)
  const wake = `<script src="${wakeScript}" defer data-preloads="${preloads.join(' ')}" data-web-vitals="${webVitalsModule}"></script>`
  return makeScriptsInert(withoutPreloads).replace('</body>', () => `${wake}</body>`)
}

/** The wake script, copied into the build's assets under a name that changes with its content. */
export function writeWakeScript(root = CLIENT_BUILD) {
  const code = readFileSync(WAKE_SCRIPT_SOURCE)
  const name = `wake-on-interaction-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
  writeFileSync(join(root, 'assets', name), code)
  return `/assets/${name}`
}

/** The built Web Vitals reporter, a chunk of its own. */
export function findWebVitalsModule(root = CLIENT_BUILD) {
  const chunks = readdirSync(join(root, 'assets')).filter((name) =>
    /^report-web-vitals-[\w-]+\.js$/.test(name),
  )
  if (chunks.length !== 1) throw new Error(`Expected one report-web-vitals chunk, found ${chunks.length}`)
  return `/assets/${chunks[0]}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webVitalsModule = findWebVitalsModule()
  const wakeScript = writeWakeScript()
  let count = 0
  for (const file of prerenderedPages()) {
    if (HYDRATE_AT_ONCE.has(relative(CLIENT_BUILD, file))) continue
    writeFileSync(file, deferHydration(readFileSync(file, 'utf8'), { wakeScript, webVitalsModule }))
    count++
  }
  console.info(`the scripts of ${count} prerendered pages wait for the first interaction`)
}
