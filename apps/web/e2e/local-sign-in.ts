import type { Page } from '@playwright/test'
import type { LoginResponse } from '@tipsy/contracts'
import { APP_STORAGE_KEY, APP_STORAGE_VERSION, type AppState } from '../src/stores/app-store'
import { expect } from './fixtures'

/**
 * Signs in as a local user the way a returning visitor is signed in: the endpoint the login
 * page's button calls is called from the page's own browser context (the refresh cookie lands in
 * the browser), and the profile the app keeps on the device is in place before its first script
 * runs, so the next page the test opens restores the session as after a reload. Seconds faster a
 * test than going through /login and /app; the button itself is covered by `session.spec.ts`,
 * `tabs.spec.ts` and `mobile-menu.spec.ts`. Without a user, everyone signs in as the one shared
 * local user; a spec that changes the account (a subscription, the day's quota, the statistics it
 * counts) passes a user of its own.
 */
export async function signInLocally(
  page: Page,
  user?: { email: string; name: string },
): Promise<LoginResponse> {
  const response = await page.request.post('/api/auth/local', { data: user ?? {} })
  expect(response.ok(), await response.text()).toBe(true)
  const login = (await response.json()) as LoginResponse
  const profile: Pick<AppState, 'user' | 'isAuthenticated' | 'history' | 'selectedEmoji'> = {
    user: login.user,
    isAuthenticated: true,
    history: [],
    selectedEmoji: null,
  }
  // Only into a device that has no profile yet: a later sign-out or history stays as the app left it.
  await page.addInitScript(
    ({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    { key: APP_STORAGE_KEY, value: JSON.stringify({ state: profile, version: APP_STORAGE_VERSION }) },
  )
  return login
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
