import { expect, test } from './fixtures'

test('two tabs share one session: both restore from the rotating cookie, and a logout in one ends both', async ({
  page,
  context,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue as a local user' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Local User!' })).toBeVisible()

  const second = await context.newPage()
  await second.goto('/app')
  await expect(second.getByRole('heading', { name: 'Welcome, Local User!' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Local User!' })).toBeVisible()

  await second.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click()
  await expect(second).toHaveURL(/\/login$/)
  await expect(page).toHaveURL(/\/login$/)
})
