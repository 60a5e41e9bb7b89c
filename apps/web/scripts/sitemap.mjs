// Writes sitemap.xml and robots.txt into the web build from the pages that were actually
// prerendered, so the sitemap can never drift from the route list: every build/client/**/index.html
// that search engines may index is listed at its canonical address (articles with their date).
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { prerenderedPages, CLIENT_BUILD as ROOT } from './prerendered-pages.mjs'

const attribute = (html, pattern) => html.match(pattern)?.[1]

export function pageEntry(html) {
  const canonical = attribute(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)
  const robots = attribute(html, /<meta[^>]*name="robots"[^>]*content="([^"]+)"/) ?? ''
  if (!canonical || /noindex/i.test(robots)) return null
  const published = attribute(html, /<meta[^>]*property="article:published_time"[^>]*content="([^"]+)"/)
  return { loc: canonical, lastmod: published }
}

const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  )

export function sitemapXml(entries) {
  const urls = entries.map(({ loc, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export const robotsTxt = (sitemapUrl) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /app', 'Disallow: /api', '', `Sitemap: ${sitemapUrl}`, ''].join(
    '\n',
  )

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = [...prerenderedPages()]
    .map((file) => ({ file: relative(ROOT, file), entry: pageEntry(readFileSync(file, 'utf8')) }))
    .filter(({ entry }) => entry !== null)
    .sort((a, b) => a.file.split('/').length - b.file.split('/').length || a.file.localeCompare(b.file))
    .map(({ entry }) => entry)
  const home = entries.find((entry) => new URL(entry.loc).pathname === '/')
  if (!home) throw new Error('sitemap: the home page was not prerendered')
  const sitemapUrl = new URL('/sitemap.xml', home.loc).href
  writeFileSync(join(ROOT, 'sitemap.xml'), sitemapXml(entries))
  writeFileSync(join(ROOT, 'robots.txt'), robotsTxt(sitemapUrl))
  console.info(`sitemap.xml: ${entries.length} pages; robots.txt points to ${sitemapUrl}`)
}
