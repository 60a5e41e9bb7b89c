import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Signs in through the login page's local-user button, and waits until /app has validated the
 * session: leaving the page while its GET /auth/me is in flight aborts it, which the route guard
 * takes for a network failure and logs out.
 */
export async function signInLocally(page: Page): Promise<void> {
  await page.goto('/login')
  const validated = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'))
  await page.getByRole('button', { name: 'Continue as a local user' }).click()
  await expect(page).toHaveURL(/\/app$/)
  expect((await validated).ok()).toBe(true)
  await expect(page.getByText('Validating...')).toBeHidden()
}

/**
 * Signs in through the same button as a user of its own (the local sign-in takes an e-mail and
 * a name), for specs that change the account: a subscription, the day's quota.
 */
export async function signInLocallyAs(page: Page, user: { email: string; name: string }): Promise<void> {
  await page.route('**/api/auth/local', (route) => route.continue({ postData: JSON.stringify(user) }))
  await signInLocally(page)
  await page.unroute('**/api/auth/local')
}

/** An e-mail no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Generates emoji on the Text-to-Emoji screen (already open) and waits for the result. */
export async function generateEmoji(page: Page, text: string): Promise<string> {
  const input = page.getByPlaceholder('What are you thinking? 🤔')
  await input.fill(text)
  await input.press('Enter')
  const result = page.getByTestId('emoji-result')
  await expect(result).not.toBeEmpty()
  return (await result.textContent()) ?? ''
}
