import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

test('a visitor who is signed out is sent to sign in by Subscribe', async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('link', { name: 'Try Free First' })).toHaveAttribute('href', '/app')
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/app')

  let asked = false
  page.on('request', (request) => {
    if (request.url().includes('/api/billing/checkout')) asked = true
  })
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click()

  await expect(page).toHaveURL(/\/login$/)
  expect(asked).toBe(false)
})

test('a signed-in subscriber goes to the hosted checkout with the e-mail prefilled and locked', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/pricing')

  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/billing/checkout', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(page.getByRole('button', { name: 'Redirecting...' })).toBeDisabled()
  const checkout = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('/api/billing/sandbox/checkout'),
  )
  release()

  // The server opened the checkout session: its address names the session and nothing else.
  const url = new URL((await checkout).url())
  expect([...url.searchParams.keys()]).toEqual(['session'])
  const email = page.getByRole('textbox', { name: 'E-mail' })
  await expect(email).toHaveValue('local@tipsy.localhost')
  await expect(email).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Pay $9.99' })).toBeVisible()
})
