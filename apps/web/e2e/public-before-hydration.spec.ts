import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

/*
 * ADR 0003: a public page does no JavaScript work while it loads, everything on it works before
 * React runs, and React takes over on the first interaction (at once when signed in).
 */

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))

/** Activates an element the way assistive technology or a script does: no pointer or key events. */
const activate = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement).click())

test.use({ viewport: { width: 390, height: 844 } })

test('the landing page works before React runs, and hydrates on the first interaction', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' })
  await page.waitForTimeout(1_000)
  expect(await hydrated(page)).toBe(false)

  // The FAQ: one answer at a time.
  await activate(page, 'summary:has-text("Is Tipsy really free?")')
  await expect(page.locator('details:has(summary:has-text("Is Tipsy really free?"))')).toHaveAttribute(
    'open',
    '',
  )
  await activate(page, 'summary:has-text("What is Tipsy?")')
  await expect(page.locator('details[open]')).toHaveCount(1)

  // The demo: the tone radio shows its own samples.
  await activate(page, '#demo-tone-drunk')
  await expect(page.getByRole('heading', { name: 'Drunk samples' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sober samples' })).toBeHidden()

  // The menu: a popover.
  await activate(page, 'button[popovertarget="mobile-menu"]')
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible()
  await activate(page, 'button[popovertarget="mobile-menu"]')

  // Visitors see the sponsored link in the prerendered page.
  await expect(page.getByRole('complementary', { name: 'Sponsored' })).toBeVisible()
  expect(await hydrated(page)).toBe(false)

  // The first interaction hands the page to React, which keeps what the visitor chose.
  await page.mouse.move(20, 200)
  await expect.poll(() => hydrated(page)).toBe(true)
  await expect(page.getByRole('radio', { name: 'Drunk' })).toBeChecked()
  await page.locator('label', { hasText: 'Tipsy' }).click()
  await expect(page.getByRole('heading', { name: 'Tipsy samples' })).toBeVisible()
})

test('a signed-in browser hydrates a public page at once, hides the visitors’ sponsored link, and shows its plan', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/pricing', { waitUntil: 'load' })
  await expect.poll(() => hydrated(page)).toBe(true)
  await expect(page.getByRole('region', { name: 'Free Plan' }).getByTestId('plan-badge')).toHaveText(
    'Your current plan',
  )
  // The local user is Free: the sponsored link comes back once the plan says so, exactly once.
  await expect(page.getByRole('complementary', { name: 'Sponsored' })).toHaveCount(1)
  await expect(page.locator('[data-visitors-only]')).toHaveCount(0)
})
