import { expect, test } from './fixtures'

test('an unknown path answers 404 and shows the 404 page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')

  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Visit Blog' })).toHaveAttribute('href', '/blog')

  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page.getByRole('heading', { name: "Don't let your message suck" })).toBeVisible()
})

test('the 404 quick links lead to Home, Pricing, About, Blog and Privacy', async ({ page }) => {
  const quickLinks = [
    ['Home', /\/$/, "Don't let your message suck"],
    ['Pricing', /\/pricing$/, 'Better messages for free. No limits for $9.99.'],
    ['About', /\/about$/, 'About Tipsy'],
    ['Blog', /\/blog$/, 'The Tipsy Blog'],
    ['Privacy', /\/privacy-policy$/, 'Privacy Policy'],
  ] as const
  for (const [name, url, heading] of quickLinks) {
    await page.goto('/no-such-page')
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name, exact: true })
      .click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  }

  await page.goto('/no-such-page')
  await page.getByRole('link', { name: 'Visit Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})
