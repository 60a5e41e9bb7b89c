// Prerendered pages are complete HTML: their hydration code is not needed to paint them. Marking
// the module preloads `fetchpriority="low"` lets the stylesheet and the page come first on slow
// connections (and keeps them from competing with it). The SPA shell (__spa-fallback.html, the
// /app screens) is left alone: there the code is the content.
import { readFileSync, writeFileSync } from 'node:fs'
import { prerenderedPages } from './prerendered-pages.mjs'

export const lowerPreloadPriority = (html) =>
  html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  )

if (import.meta.url === `file://${process.argv[1]}`) {
  let count = 0
  for (const file of prerenderedPages()) {
    const html = readFileSync(file, 'utf8')
    const lowered = lowerPreloadPriority(html)
    if (lowered !== html) {
      writeFileSync(file, lowered)
      count++
    }
  }
  console.info(`module preloads of ${count} prerendered pages marked fetchpriority="low"`)
}
