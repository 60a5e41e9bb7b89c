import type { Page } from '@playwright/test'
import { draftsKey } from '../src/lib/drafts/draft-store'
import { APP_STORAGE_KEY } from '../src/stores/app-store'
import { AXE_SOURCE, seriousViolations } from './axe-check'
import { expect, noHorizontalScroll, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

/*
 * Deleting one's account from the dashboard, at a laptop's and a phone's size: the export is
 * offered first, the dialog is accessible and asks for DELETE, and afterwards the landing page
 * says the account is gone, this device is signed out, and the same person starts afresh.
 */

const sizes = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 375, height: 812 }, isMobile: true },
] as const

/** The value shown under a statistics tile's label. */
const tile = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd')

const focusIsInside = (page: Page, selector: string) =>
  page.evaluate(
    (dialog) => document.querySelector(dialog)?.contains(document.activeElement) ?? false,
    selector,
  )

for (const size of sizes) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile })

    test('delete my account: export offered, DELETE typed, landing notice, then a fresh account', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000)
      await page.addInitScript({ path: AXE_SOURCE })
      const person = { email: uniqueEmail(`delete-${size.name}`), name: 'Dee Leted' }
      const first = await signInLocally(page, person)

      // Something to delete: one generation (three messages).
      await page.goto('/app/message-generator')
      await page
        .getByRole('textbox', { name: 'What do you want to say?' })
        .fill('Ask Sam to dinner on Friday')
      await page.getByRole('button', { name: 'Generate messages' }).click()
      await expect(page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')).toHaveCount(
        3,
      )
      await page.goto('/app/dashboard')
      await expect(tile(page, 'Messages Generated')).toHaveText('3')
      // The generator's request stays on this device as the user's draft.
      const draftOnDevice = () => page.evaluate((key) => localStorage.getItem(key), draftsKey(first.user.id))
      await expect.poll(draftOnDevice).toContain('Ask Sam to dinner on Friday')

      const section = page.getByRole('region', { name: 'Your data' })
      const open = section.getByRole('button', { name: 'Delete my account' })
      await open.click()
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./)

      // The export first: it downloads from inside the dialog.
      const downloaded = page.waitForEvent('download')
      await dialog.getByRole('button', { name: 'Download my data' }).click()
      expect((await downloaded).suggestedFilename()).toMatch(/^tipsy-my-data-\d{4}-\d{2}-\d{2}\.json$/)

      const confirm = dialog.getByRole('button', { name: 'Yes, delete my account' })
      await expect(confirm).toBeDisabled()
      expect(await seriousViolations(page), 'axe on the open dialog').toEqual([])
      expect(await page.evaluate(noHorizontalScroll)).toBe(true)
      const box = await dialog.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= size.viewport.width).toBe(true)

      // The focus stays in the dialog both ways round; Escape closes it and the focus goes back.
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key)
        expect(await focusIsInside(page, 'dialog[open]'), `focus after ${key}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
      await expect(tile(page, 'Messages Generated')).toHaveText('3')

      await open.click()
      const field = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' })
      await expect(field).toHaveValue('')
      await field.fill('delete')
      await expect(confirm).toBeDisabled()
      await field.fill('DELETE')
      await expect(confirm).toBeEnabled()
      const deletion = page.waitForResponse((response) => response.url().endsWith('/api/user/account'))
      await confirm.click()
      const answer = await deletion
      expect(answer.status()).toBe(200)
      expect(await answer.json()).toEqual({ deleted: true, subscriptionCancelled: false })

      // The landing page says so, signed out.
      await expect(page).toHaveURL((url) => url.pathname === '/')
      const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })
      await expect(notice).toBeVisible()
      await expect(notice).toBeInViewport()
      await expect(notice).toContainText('this device is signed out')
      await expect(page.getByRole('link', { name: 'Start for Free' }).first()).toBeVisible()
      const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', APP_STORAGE_KEY)
      expect(JSON.parse(stored).state).toMatchObject({ user: null, isAuthenticated: false, history: [] })
      expect(await draftOnDevice(), 'drafts left on this device').toBeNull()
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('tipsy_refresh')
      expect(await seriousViolations(page), 'axe on the landing page with the notice').toEqual([])
      expect(await page.evaluate(noHorizontalScroll)).toBe(true)

      // Neither the old access token nor the old session opens anything any more.
      const me = await page.request.get('/api/auth/me', {
        headers: { authorization: `Bearer ${first.accessToken}` },
      })
      expect(me.status()).toBe(401)
      expect((await page.request.post('/api/auth/refresh', { data: {} })).status()).toBe(401)

      // Said once: a reload does not say it again.
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(notice).toHaveCount(0)

      // The same person signing in again gets a new account with nothing in it.
      const device = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile })
      try {
        const again = await device.newPage()
        const second = await signInLocally(again, person)
        expect(second.user.id).not.toBe(first.user.id)
        await again.goto('/app/dashboard')
        await expect(again.getByRole('heading', { name: 'Welcome, Dee Leted!' })).toBeVisible()
        await expect(tile(again, 'Messages Generated')).toHaveText('0')
        await expect(tile(again, 'Emojis Generated')).toHaveText('0')
        await expect(tile(again, 'Account Age')).toHaveText('Today')
      } finally {
        await device.close()
      }
    })
  })
}
