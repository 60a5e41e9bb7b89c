import { expect, test } from './fixtures'

test('local sign-in lands on /app, survives a reload through the refresh cookie, and logs out', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome to Tipsy' })).toBeVisible()

  await page.getByRole('button', { name: 'Continue as a local user' }).click()

  await expect(page).toHaveURL(/\/app$/)
  const header = page.getByRole('navigation', { name: 'Main' })
  await expect(header.getByText('Local User')).toBeVisible()

  const stored = await page.evaluate(() => localStorage.getItem('app-storage') ?? '')
  expect(JSON.parse(stored).state).toMatchObject({ isAuthenticated: true, user: { name: 'Local User' } })
  expect(stored).not.toMatch(/accessToken|refreshToken|"token"/)

  const refresh = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'))
  await page.reload()
  expect((await refresh).status()).toBe(200)
  await expect(page).toHaveURL(/\/app$/)
  await expect(header.getByText('Local User')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'MessageIQ' })).toBeVisible()

  await header.getByRole('button', { name: 'Logout' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Continue as a local user' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(
    JSON.parse(await page.evaluate(() => localStorage.getItem('app-storage') ?? '')).state,
  ).toMatchObject({
    isAuthenticated: false,
    user: null,
  })

  await page.goto('/app')
  await expect(page).toHaveURL(/\/login$/)
})
