import { expect, test } from './fixtures'

test('Web Vitals measured on a page reach our own endpoint when the page is hidden', async ({ page }) => {
  // Playwright does not show a beacon's Blob body, so the page keeps a copy of what it sends.
  await page.addInitScript(() => {
    const sent: string[] = []
    Object.assign(window, { sentBeacons: sent })
    const sendBeacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text))
      return sendBeacon(url, data)
    }
  })
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The reporter loads when the browser is idle; give it that moment, then interact (for INP).
  await page.waitForTimeout(1_500)
  await page.getByRole('heading', { level: 1 }).click()
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/analytics/vitals'))
  // Hidden, as when the user switches tab or app. Leaving the page sends the same beacon, but
  // Playwright does not report the answer to a request of a document that is gone.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const response = await beacon
  expect(response.status()).toBe(200)
  expect((await response.json()).recorded).toBeGreaterThan(0)
  const beacons = () => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons)
  await expect.poll(async () => (await beacons()).length).toBeGreaterThan(0)
  const sent = JSON.parse((await beacons())[0] ?? '{}')
  const names = sent.metrics.map((metric: { name: string }) => metric.name)
  expect(names).toEqual(expect.arrayContaining(['FCP', 'TTFB']))
  expect(sent.metrics.every((metric: { path: string }) => metric.path === '/pricing')).toBe(true)
})
