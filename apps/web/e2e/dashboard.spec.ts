import type { Page } from '@playwright/test'
import { expect, noHorizontalScroll, test } from './fixtures'
import { generateEmoji, signInLocally, uniqueEmail } from './local-sign-in'

/** The value shown under a statistics tile's label. */
const tile = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd')

test('the dashboard shows the statistics, and the emoji count goes up after a generation', async ({
  page,
}) => {
  // A user of its own: other specs generate emoji as the shared local user at the same time.
  const email = uniqueEmail('stats')
  await signInLocally(page, { email, name: 'Stella Stats' })
  await page.goto('/app/dashboard')

  await expect(page.getByRole('heading', { name: 'Welcome, Stella Stats!' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Statistics' })).toBeVisible()
  for (const label of ['Emojis Generated', 'Messages Generated', 'Most Used Tone', 'Account Age']) {
    await expect(tile(page, label)).not.toBeEmpty()
  }
  await expect(page.getByText(/^Last active: \w+ \d{1,2}, \d{4}$/)).toBeVisible()
  const before = Number(await tile(page, 'Emojis Generated').textContent())

  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: /Generate Emojis/ })
    .click()
  await expect(page).toHaveURL(/\/app\/text-to-emoji$/)
  await generateEmoji(page, 'dashboard counts')

  const stats = page.waitForResponse((response) => response.url().endsWith('/api/user/stats'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  expect((await stats).status()).toBe(200)
  await expect(tile(page, 'Emojis Generated')).toHaveText(String(before + 1))

  const quickLinks = page.getByRole('navigation', { name: 'Quick links' })
  await expect(quickLinks.getByRole('link', { name: /Message Generator/ })).toHaveAttribute(
    'href',
    '/app/message-generator',
  )
  await quickLinks.getByRole('link', { name: /View History/ }).click()
  await expect(page).toHaveURL(/\/app\/history$/)
})

test('the dashboard says "Unable to load statistics" when the server cannot be reached', async ({ page }) => {
  await signInLocally(page)
  await page.route('**/api/user/stats', (route) => route.abort('connectionrefused'))
  await page.goto('/app/dashboard')

  await expect(page.getByRole('heading', { name: 'Unable to load statistics' })).toBeVisible()
  await expect(
    page.getByText(
      'Network error: Please check your internet connection and ensure the API server is running.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to get user stats' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the dashboard fits 375 px without horizontal scroll', async ({ page }) => {
    await signInLocally(page)
    await page.goto('/app/dashboard')
    await expect(page.getByRole('heading', { name: 'Your Statistics' })).toBeVisible()
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  })
})
