// Renders the social-sharing image and the square logo from their SVG sources in scripts/art
// to PNG in public/ (platforms do not accept SVG for og:image). Run it after editing the art:
//   node apps/web/scripts/social-images.mjs
// It uses Debian's Chromium through Playwright, like the end-to-end tests.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const art = (name) => new URL(`./art/${name}`, import.meta.url)
const output = (name) => new URL(`../public/${name}`, import.meta.url).pathname

const images = [
  { source: 'og-image.svg', target: 'og-image.png', width: 1200, height: 630 },
  { source: 'logo.svg', target: 'logo.png', width: 512, height: 512 },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  for (const { source, target, width, height } of images) {
    const page = await browser.newPage({ viewport: { width, height } })
    const svg = readFileSync(art(source), 'utf8')
    await page.setContent(`<style>html,body{margin:0}</style>${svg}`)
    await page.screenshot({ path: output(target), clip: { x: 0, y: 0, width, height } })
    await page.close()
    console.info(`wrote public/${target} (${width}×${height})`)
  }
} finally {
  await browser.close()
}
