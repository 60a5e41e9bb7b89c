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
