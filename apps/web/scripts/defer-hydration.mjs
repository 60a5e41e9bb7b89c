// Public pages are prerendered, complete HTML, and everything on them works without JavaScript
// (links, the FAQ's <details>, the demo's radio buttons, the menu's popover). So their React
// hydration — the main-thread work of evaluating the app and hydrating the page — does not run
// while the page loads: it starts when the visitor first interacts (moves the pointer, touches,
// types, scrolls with a wheel, moves the focus), or at once for a browser with a signed-in
// session (marked on <html> by the head script in root.tsx). Web Vitals are still measured from
// the start, on idle. The login page hydrates at once: it is nothing but its sign-in buttons.
// The SPA shell (__spa-fallback.html, the /app screens) is left alone: there the code is the page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CLIENT_BUILD, prerenderedPages } from './prerendered-pages.mjs'

/** What starts hydration on a page that has not hydrated yet. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel']

/** Pages whose prerendered HTML is left to hydrate at once, relative to the build folder. */
const HYDRATE_AT_ONCE = new Set(['login/index.html'])

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/

/**
 * React Router's bootstrap: `import "manifest"; import * as routeN from "module"; …;
 * window.__reactRouterRouteModules = {…}; import("entry.client")`. Read strictly, so that a
 * change in React Router's output fails the build instead of breaking pages quietly.
 */
export function parseBootstrap(code) {
  const manifest = code.match(/^import "([^"]+)";$/m)?.[1]
  const routes = [...code.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1],
    module: match[2],
  }))
  const registry = code.match(/window\.__reactRouterRouteModules = (\{[^;\n]*\});/)?.[1]
  const entry = code.match(/^import\("([^"]+)"\);$/m)?.[1]
  if (!manifest || routes.length === 0 || !registry || !entry) {
    throw new Error(`Unexpected React Router bootstrap script:\n${code}`)
  }
  return { manifest, routes, registry, entry }
}

/** The bootstrap rewritten to wait for the first interaction (or a signed-in session). */
export function deferredBootstrap(code, { webVitalsModule, preloads = [] }) {
  const { manifest, routes, registry, entry } = parseBootstrap(code)
  // One after the other, in React Router's order: static imports evaluate the root's module
  // graph before a route's, and the root sets up what the routes' code needs (zod's no-eval mode).
  const imports = routes.map(
    (route) => `  const ${route.name} = await import(${JSON.stringify(route.module)});`,
  )
  return [
    `const events = ${JSON.stringify(INTERACTION_EVENTS)};`,
    `const preloads = ${JSON.stringify(preloads)};`,
    'let started = false;',
    'const hydrate = async () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const type of events) removeEventListener(type, hydrate, true);',
    // Every module at once, so the imports below do not fetch their graphs one after the other.
    '  for (const href of preloads) {',
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  await import(${JSON.stringify(manifest)});`,
    ...imports,
    `  window.__reactRouterRouteModules = ${registry};`,
    `  await import(${JSON.stringify(entry)});`,
    '};',
    'if (document.documentElement.hasAttribute("data-signed-in")) hydrate();',
    'else for (const type of events) addEventListener(type, hydrate, { capture: true, passive: true });',
    `const measure = () => import(${JSON.stringify(webVitalsModule)}).then((module) => module.startReportingWebVitals());`,
    'if ("requestIdleCallback" in window) requestIdleCallback(measure, { timeout: 3000 }); else setTimeout(measure, 1000);',
  ].join('\n')
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g

/**
 * React Router's module preloads would make the browser fetch and compile the page's code while
 * it loads, and even a plain prefetch keeps the network busy after the page is complete, which
 * holds Time to Interactive open (and with it the window Total Blocking Time is counted in). So
 * they are taken out of the page and issued by the bootstrap when hydration starts.
 */
export function takeOutModulePreloads(html) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  return { html: html.replace(MODULE_PRELOAD, ''), preloads }
}

export function deferHydration(html, options) {
  const match = html.match(BOOTSTRAP)
  if (!match) throw new Error('No React Router bootstrap script found')
  const { html: withoutPreloads, preloads } = takeOutModulePreloads(html)
  return withoutPreloads.replace(
    BOOTSTRAP,
    () => `<script type="module">${deferredBootstrap(match[1] ?? '', { ...options, preloads })}</script>`,
  )
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
  let count = 0
  for (const file of prerenderedPages()) {
    if (HYDRATE_AT_ONCE.has(relative(CLIENT_BUILD, file))) continue
    writeFileSync(file, deferHydration(readFileSync(file, 'utf8'), { webVitalsModule }))
    count++
  }
  console.info(`hydration of ${count} prerendered pages deferred to the first interaction`)
}
