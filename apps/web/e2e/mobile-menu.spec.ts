import { expect, noHorizontalScroll, test } from './fixtures'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

test('the mobile menu opens, shows the links, and closes on navigation, without horizontal scroll', async ({
  page,
}) => {
  await page.goto('/')
  expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

  const toggle = page.getByRole('button', { name: 'Menu' })
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeHidden()
  await toggle.click()

  await expect(menu).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'About' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible()
  // Phone-sized rows: every link of the menu is at least 44 px tall.
  for (const link of await menu.getByRole('link').all()) {
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  }

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await toggle.click()
  await expect(menu).toBeVisible()

  await menu.getByRole('link', { name: 'Login' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(menu).toBeHidden()
  expect(await page.evaluate(noHorizontalScroll)).toBe(true)
})

test('signed in on a phone: the menu holds every app link and Logout', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue as a local user' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { name: 'MessageIQ', level: 1 })).toBeVisible()
  expect(await page.evaluate(noHorizontalScroll)).toBe(true)

  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  for (const name of [
    'Message Generator',
    'MessageIQ',
    'Text-to-Emoji',
    'Dashboard',
    'History',
    'Subscription',
    'About',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(menu.getByText('Local User')).toBeVisible()

  await menu.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(menu).toBeHidden()
})
