import type { Page } from '@playwright/test'
import { AXE_SOURCE, seriousViolations } from './axe-check'
import { expect, noHorizontalScroll, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

/*
 * Issue 39: a MessageIQ analysis is kept in History and shown on the dashboard; it opens in full
 * and can be deleted. At a laptop's and a phone's size.
 */

const sizes = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 812 }, phone: true },
] as const

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: AXE_SOURCE })
})

/** Analyzes `message` on MessageIQ and waits for the analysis on screen. */
async function analyze(page: Page, message: string) {
  await page.goto('/app/message-iq')
  await page.getByRole('textbox', { name: 'Your message' }).fill(message)
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/messages/analyze'))
  await page.getByRole('button', { name: 'Analyze' }).click()
  expect((await answered).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: 'Analysis' })).toBeVisible()
}

const deleted = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/api/messages/analyses/') && response.request().method() === 'DELETE',
  )

for (const size of sizes) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use(
      size.phone ? { viewport: size.viewport, isMobile: true, hasTouch: true } : { viewport: size.viewport },
    )

    test('an analysis is in History and on the dashboard; it opens in full and is deleted', async ({
      page,
    }) => {
      // A user of its own: the lists hold only what this test analyzed.
      await signInLocally(page, { email: uniqueEmail(`analyses-${size.name}`), name: 'Ana Lyses' })
      const message = `Per my last email, you NEVER reply. Fine. (${size.name} ${Date.now()})`
      await analyze(page, message)

      // The dashboard: MessageIQ among the shortcuts, and the analysis among the latest.
      await page.goto('/app/dashboard')
      await expect(
        page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'MessageIQ' }),
      ).toHaveAttribute('href', '/app/message-iq')
      const latest = page.getByRole('list', { name: 'Latest analyses' })
      const card = latest.getByRole('listitem').filter({ hasText: message })
      await expect(card).toContainText(/red flags?/)
      await expect(card).toContainText(/\d+ seconds? ago/)
      if (size.phone) expect(await page.evaluate(noHorizontalScroll)).toBe(true)

      // Opened from the dashboard: the whole analysis, in History.
      await card.getByRole('link', { name: message }).click()
      await expect(page).toHaveURL(/\/app\/history\?tab=analyses&analysis=[0-9a-f-]{36}$/)
      await expect(page.getByRole('tab', { name: 'Analyses' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('heading', { level: 2, name: 'Analysis' })).toBeFocused()
      await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'NEVER' })).toBeVisible()
      await expect(page.getByRole('heading', { name: /^Red flags/ })).toBeVisible()
      await expect(page.getByRole('meter', { name: 'Clarity' })).toBeVisible()
      expect(await seriousViolations(page), 'axe on an opened analysis').toEqual([])
      if (size.phone) expect(await page.evaluate(noHorizontalScroll)).toBe(true)

      // Back to the list of analyses in History.
      await page.getByRole('link', { name: 'Back to analyses' }).click()
      const list = page.getByRole('list', { name: 'Analyses' })
      const row = list.getByRole('listitem').filter({ hasText: message })
      await expect(row).toContainText('Tone:')
      await expect(row).toContainText('Sentiment:')
      await expect(page.getByText(/The Free plan keeps your last 10 analyses/)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
      expect(await seriousViolations(page), 'axe on the analyses in History').toEqual([])
      if (size.phone) expect(await page.evaluate(noHorizontalScroll)).toBe(true)

      // Deleted: gone at once with Undo offered, then from the server.
      const deletion = deleted(page)
      if (size.phone) {
        // From its own view on the phone.
        await row.getByRole('link', { name: message }).click()
        await page.getByRole('button', { name: 'Delete', exact: true }).click()
        await expect(page).toHaveURL(/\/app\/history\?tab=analyses$/)
      } else {
        await row.getByRole('button', { name: /^Delete the analysis of/ }).click()
      }
      await expect(row).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: 'Analysis deleted.' })).toBeVisible()
      expect((await deletion).status()).toBe(200)

      await page.reload()
      await expect(page.getByText('No analyses yet')).toBeVisible()
      expect(await seriousViolations(page), 'axe on the empty analyses').toEqual([])
      await page.goto('/app/dashboard')
      await expect(page.getByText(/No analyses yet/)).toBeVisible()
    })
  })
}
