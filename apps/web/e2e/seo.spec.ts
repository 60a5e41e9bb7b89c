import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { articles, publicPages } from './public-pages'

type JsonLd = Record<string, unknown> & { '@type': string }

/** What a crawler sees: the prerendered HTML with no script run. */
async function openWithoutScripts(page: Page, path: string) {
  const context = await page.context().browser()?.newContext({ javaScriptEnabled: false })
  if (!context) throw new Error('no browser')
  const raw = await context.newPage()
  const response = await raw.goto(path)
  return { raw, response, close: () => context.close() }
}

const content = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content')

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as JsonLd)
}

for (const { path, heading, jsonLd } of publicPages) {
  test(`${path} is readable by crawlers before any script runs`, async ({ page, baseURL }) => {
    const { raw, response, close } = await openWithoutScripts(page, path)
    try {
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-type']).toMatch(/text\/html/)

      await expect(raw.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
      // biome-ignore lint/performance/useDomNodeTextContent: the check is about the text people see.
      const words = (await raw.getByRole('main').innerText()).split(/\s+/).filter(Boolean)
      expect(words.length).toBeGreaterThan(25)

      expect(await raw.title()).toMatch(/Tipsy/)
      const description = await content(raw, 'meta[name="description"]')
      expect(description?.length).toBeGreaterThan(50)
      expect(await content(raw, 'meta[name="keywords"]')).toBeTruthy()
      expect(await content(raw, 'meta[name="robots"]')).toBe('index, follow')
      const canonical = await raw.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical && new URL(canonical).pathname).toBe(path)
      expect(await content(raw, 'meta[property="og:title"]')).toBe(await raw.title())
      expect(await content(raw, 'meta[property="og:description"]')).toBe(description)
      expect(await content(raw, 'meta[property="og:url"]')).toBe(canonical)
      expect(await content(raw, 'meta[property="og:image"]')).toMatch(/^https?:\/\/.+\/og-image\.png$/)
      expect(await content(raw, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      expect(await content(raw, 'meta[name="twitter:title"]')).toBe(await raw.title())

      const image = await raw.request.get(new URL('/og-image.png', baseURL).href)
      expect(image.headers()['content-type']).toBe('image/png')

      const data = await structuredData(raw)
      const types = data.map((entry) => entry['@type'])
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebApplication', ...jsonLd]))
      for (const entry of data) expect(entry['@context']).toBe('https://schema.org')

      expect(data.find((entry) => entry['@type'] === 'Organization')).toMatchObject({
        name: 'Tipsy',
        url: expect.stringMatching(/^https?:\/\//),
        logo: expect.stringMatching(/\/logo\.png$/),
      })
      expect(data.find((entry) => entry['@type'] === 'WebApplication')).toMatchObject({
        applicationCategory: 'Productivity',
        offers: { price: '0', priceCurrency: 'USD' },
        aggregateRating: { ratingValue: '4.8', ratingCount: '250' },
      })
      const faq = data.find((entry) => entry['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined
      if (jsonLd.includes('FAQPage')) {
        expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(5)
        for (const question of faq?.mainEntity ?? []) {
          expect(question).toMatchObject({
            '@type': 'Question',
            name: expect.any(String),
            acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
          })
        }
      }
      const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as
        | { itemListElement: { position: number; name: string; item: string }[] }
        | undefined
      if (jsonLd.includes('BreadcrumbList')) {
        expect(breadcrumbs?.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' })
        expect(breadcrumbs?.itemListElement.at(-1)?.item).toBe(canonical)
        await expect(raw.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
      }
    } finally {
      await close()
    }
  })
}

for (const article of articles) {
  test(`${article.path} carries BlogPosting data and its date in the HTML`, async ({ page }) => {
    const { raw, close } = await openWithoutScripts(page, article.path)
    try {
      const posting = (await structuredData(raw)).find((entry) => entry['@type'] === 'BlogPosting')
      expect(posting).toMatchObject({
        headline: article.title,
        description: article.description,
        image: { url: expect.stringMatching(/\/og-image\.png$/) },
        datePublished: article.date,
        author: { name: expect.any(String) },
        publisher: {
          '@type': 'Organization',
          name: 'Tipsy',
          logo: { url: expect.stringMatching(/\/logo\.png$/) },
        },
      })
      expect(await content(raw, 'meta[property="og:type"]')).toBe('article')
      expect(await content(raw, 'meta[property="article:published_time"]')).toBe(article.date)
      await expect(raw.locator(`time[datetime="${article.date}"]`)).toBeVisible()
      await expect(raw.getByText(/^\d+ min read$/)).toBeVisible()
      await expect(raw.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog')
      const lastSection = article.sections.at(-1)?.heading ?? ''
      await expect(raw.getByRole('heading', { level: 2, name: lastSection, exact: true })).toBeVisible()
    } finally {
      await close()
    }
  })
}

test('sitemap.xml lists every public page at its canonical address, and robots.txt keeps /app out', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  expect(locations.sort()).toEqual(publicPages.map((page) => page.path).sort())
  for (const article of articles) {
    expect(xml).toContain(`<lastmod>${article.date}</lastmod>`)
  }

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).toMatch(/^Disallow: \/app$/m)
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

test('every public page hydrates without errors', async ({ page }) => {
  // One test visits every page: its budget is per page, not the suite's 30 s for one interaction.
  test.setTimeout(10_000 * publicPages.length)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  for (const { path, heading } of publicPages) {
    await page.goto(path)
    // Public pages hydrate on the first interaction (ADR 0003).
    await page.mouse.move(5, 300)
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer'))),
      )
      .toBe(true)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  }
  expect(consoleErrors).toEqual([])
})
