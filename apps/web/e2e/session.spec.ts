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

  // Something the user wrote, kept in this browser's local emoji history.
  await page.goto('/app/text-to-emoji/secret%20picnic')
  const generated = page.waitForResponse((response) => response.url().endsWith('/api/emoji/generate'))
  await page.getByPlaceholder('What are you thinking? 🤔').press('Enter')
  expect((await generated).status()).toBe(200)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('app-storage') ?? ''))
    .toContain('secret picnic')

  await header.getByRole('button', { name: 'Logout' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Continue as a local user' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('app-storage') ?? '')).state).toEqual({
    isAuthenticated: false,
    user: null,
    history: [],
    selectedEmoji: null,
  })
  // Nothing about the user is left in the browser's storage (issue 36).
  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  )
  for (const trace of ['Local User', 'local@tipsy.localhost', 'secret picnic']) {
    expect(storage).not.toContain(trace)
  }

  await page.goto('/app')
  await expect(page).toHaveURL(/\/login$/)
})
