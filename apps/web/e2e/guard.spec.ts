import { expect, test } from './fixtures'

test('a signed-out visit to /app/dashboard is sent to /login', async ({ page }) => {
  const response = await page.goto('/app/dashboard')
  expect(response?.status()).toBe(200)

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome to Tipsy' })).toBeVisible()
})

test('the app shell shows the start-up splash before the guard decides', async ({ page }) => {
  const html = await (await page.request.get('/app')).text()
  expect(html).toContain('Loading your experience...')
})
