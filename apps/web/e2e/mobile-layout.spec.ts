import { expect, noHorizontalScroll, test } from './fixtures'
import { publicPages } from './public-pages'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

for (const { path, heading } of [
  ...publicPages,
  { path: '/no-such-page', heading: 'Oops! Page Not Found' },
]) {
  test(`${path} fits a 375 px screen without horizontal scroll`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
    await expect(page.getByRole('complementary', { name: 'Sponsored' })).toContainText('Sponsored')
  })
}

test('the landing page keeps the demo and FAQ usable on a phone', async ({ page }) => {
  await page.goto('/')
  await page.locator('label', { hasText: 'Drunk' }).tap()
  await expect(page.getByRole('radio', { name: 'Drunk' })).toBeChecked()
  await expect(
    page.locator('[data-demo-tone]:visible').getByRole('region', { name: 'Analysis' }),
  ).toContainText('Very High')
  const question = page.locator('summary', { hasText: 'Is Tipsy really free?' })
  await question.tap()
  await expect(
    page.locator('details', { has: page.locator('summary', { hasText: 'Is Tipsy really free?' }) }),
  ).toHaveAttribute('open', '')
  await expect(page.getByText(/^Yes\. The Free plan lets you/)).toBeVisible()
  expect(await page.evaluate(noHorizontalScroll)).toBe(true)
})
