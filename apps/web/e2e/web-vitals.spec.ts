import { expect, test } from './fixtures'

test('Web Vitals measured on a page reach our own endpoint when the page is left', async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The reporter loads when the browser is idle; give it that moment, then interact (for INP).
  await page.waitForTimeout(1_500)
  await page.getByRole('heading', { level: 1 }).click()
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/analytics/vitals'))
  await page.goto('/about')
  const response = await beacon
  expect(response.status()).toBe(200)
  expect((await response.json()).recorded).toBeGreaterThan(0)
  const sent = JSON.parse(response.request().postData() ?? '{}')
  const names = sent.metrics.map((metric: { name: string }) => metric.name)
  expect(names).toEqual(expect.arrayContaining(['FCP', 'TTFB']))
  expect(sent.metrics.every((metric: { path: string }) => metric.path === '/pricing')).toBe(true)
})
