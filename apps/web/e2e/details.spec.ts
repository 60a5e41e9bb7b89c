import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { generateEmoji, signInLocally, uniqueEmail } from './local-sign-in'
import { openCheckout } from './sandbox-checkout'

/* Issue 14, defect 7: the smaller things. */

const letters = (page: Page) => page.getByTestId('emoji-art').getByTestId('emoji-art-letter')
const filledCells = (page: Page, index: number) =>
  letters(page)
    .nth(index)
    .locator('span')
    .evaluateAll((cells) => cells.filter((cell) => cell.textContent !== '').length)

test('emoji art draws digits and punctuation, and says which characters it cannot draw', async ({ page }) => {
  await signInLocally(page)
  await page.goto('/app/text-to-emoji')
  await generateEmoji(page, 'See u at 8!')
  // S, e, e · u · a, t · 8, !
  await expect(letters(page)).toHaveCount(8)
  expect(await filledCells(page, 6)).toBeGreaterThan(10) // 8
  expect(await filledCells(page, 7)).toBeGreaterThan(4) // !
  await expect(page.getByTestId('emoji-art-skipped')).toHaveCount(0)

  await generateEmoji(page, 'Café 😀')
  // Each character in quotation marks (drawn by <q>).
  await expect(page.getByTestId('emoji-art-skipped')).toContainText('leaves a gap for é, 😀.')
  await expect(page.getByTestId('emoji-art-skipped').locator('q')).toHaveText(['é', '😀'])
})

test('Text-to-Emoji shows one sponsored block at most', async ({ page }) => {
  await signInLocally(page, { email: uniqueEmail('ads'), name: 'Ada Ads' })
  await page.goto('/app/text-to-emoji')
  await generateEmoji(page, 'pizza party')
  await expect(page.getByRole('heading', { name: 'Sponsored' })).toHaveCount(1)
  await expect(page.getByRole('complementary', { name: 'Sponsored' })).toHaveCount(0)
  // Elsewhere the layout's sponsored link is the one block.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('complementary', { name: 'Sponsored' })).toHaveCount(1)
})

test('the legal pages are dated from their last revision and name the operator', async ({ page }) => {
  for (const [path, updated] of [
    ['/privacy-policy', 'December 7, 2026'],
    ['/terms-conditions', 'November 22, 2026'],
    ['/payment-policy', 'November 22, 2026'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByText(/^Last updated /)).toHaveText(`Last updated ${updated}`)
    await expect(page.getByText('December 2024')).toHaveCount(0)
    await expect(page.getByTestId('legal-operator')).toContainText('Tipsy is operated by The Tipsy team')
  }
})

test('the checkout page has the favicon and a way back to the app', async ({ page }) => {
  await signInLocally(page, { email: uniqueEmail('back'), name: 'Bo Back' })
  await openCheckout(page)
  const icon = page.locator('link[rel="icon"]')
  await expect(icon).toHaveAttribute('href', '/favicon.svg')
  expect((await page.request.get('/favicon.svg')).ok()).toBe(true)
  await page.getByRole('link', { name: '← Back to Tipsy' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Better messages for free')
})

test('deleting one message offers Undo for a few seconds', async ({ page }) => {
  await signInLocally(page, { email: uniqueEmail('undo'), name: 'Uma Undo' })
  await page.goto('/app/message-generator')
  for (const prompt of ['Tell Jo I am running late', 'Ask Sam about Friday']) {
    await page.getByRole('textbox', { name: 'What do you want to say?' }).fill(prompt)
    await page.getByRole('button', { name: 'Generate messages' }).click()
    await expect(page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')).toHaveCount(3)
  }
  await page.goto('/app/history')
  await page.getByRole('tab', { name: 'Messages' }).click()
  const item = page.getByRole('button', { name: 'Delete “Tell Jo I am running late”' })
  await item.click()
  await expect(item).toHaveCount(0)
  const undo = page.getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Message deleted.' })).toBeVisible()
  await undo.click()
  await expect(item).toBeVisible()

  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
  await item.click()
  expect((await deleted).ok()).toBe(true)
  await expect(undo).toHaveCount(0)
  await page.reload()
  await page.getByRole('tab', { name: 'Messages' }).click()
  await expect(page.getByRole('button', { name: 'Delete “Ask Sam about Friday”' })).toBeVisible()
  await expect(item).toHaveCount(0)
})

test('the app’s home is the dashboard: breadcrumbs lead there, and History is in the navigation', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/app/message-generator')
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(/\/app\/history$/)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Dashboard'])
  await crumbs.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the landing hero shows the product at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const picture = page.getByRole('img', { name: /^The Message Generator: the prompt/ })
    await expect(picture).toBeVisible()
    const box = await picture.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(280)
    expect(box && box.x + box.width <= viewport.width).toBe(true)
  })
}
