import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

test('Subscribe shows "Redirecting..." and sends the browser to the configured checkout', async ({
  page,
}) => {
  await page.goto('/pricing')
  await expect(page.getByRole('link', { name: 'Try Free First' })).toHaveAttribute('href', '/app')
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/app')

  const checkout = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/app/subscription'),
  )
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()

  const url = new URL((await checkout).url())
  expect(url.pathname).toBe('/app/subscription')
  expect(url.searchParams.get('quantity')).toBe('1')
  expect(url.searchParams.get('redirectUrl')).toMatch(/\/app\/dashboard$/)
  // Signed out, the checkout (the subscription screen for now) asks the visitor to sign in.
  await expect(page).toHaveURL(/\/login$/)
})

test('a signed-in subscriber goes to checkout with the e-mail prefilled and locked', async ({ page }) => {
  await signInLocally(page)
  await page.goto('/pricing')

  const checkout = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/app/subscription'),
  )
  const button = page.getByRole('button', { name: 'Upgrade to Premium' })
  await button.click()

  const url = new URL((await checkout).url())
  expect(url.searchParams.get('email')).toBe('local@tipsy.localhost')
  expect(url.searchParams.get('disableEmail')).toBe('true')
})
