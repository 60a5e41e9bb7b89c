import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

test('two tabs share one session: both restore from the rotating cookie, and a logout in one ends both', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue as a local user' }).click()
  const signedInName = (tab: Page) => tab.getByRole('navigation', { name: 'Main' }).getByText('Local User')
  await expect(signedInName(page)).toBeVisible()

  const second = await context.newPage()
  await second.goto('/app')
  await expect(signedInName(second)).toBeVisible()

  await page.reload()
  await expect(signedInName(page)).toBeVisible()

  await second.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click()
  await expect(second).toHaveURL(/\/login$/)
  await expect(page).toHaveURL(/\/login$/)
})
