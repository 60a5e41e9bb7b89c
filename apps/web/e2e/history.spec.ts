import { expect, noHorizontalScroll, test } from './fixtures'
import { generateEmoji, signInLocally, uniqueEmail } from './local-sign-in'

test('a generation appears in History, its card leads back to it, and Clear All empties it', async ({
  page,
}) => {
  // A user of its own: other specs generate emoji as the shared local user at the same time.
  await signInLocally(page, { email: uniqueEmail('history'), name: 'Hal History' })
  const text = `history check ${Date.now()}`
  await page.goto('/app/text-to-emoji')
  const emoji = await generateEmoji(page, text)

  await page.getByRole('link', { name: 'Recent' }).click()
  await expect(page).toHaveURL(/\/app\/history$/)
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Emoji' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Your emoji generation history')).toBeVisible()

  const cards = page.getByRole('tabpanel').getByRole('listitem')
  const card = cards.filter({ hasText: text })
  await expect(card).toContainText(emoji)
  await expect(card).toContainText(/\d+ seconds? ago/)
  await expect(cards.first()).toContainText(text)

  await card.getByRole('link', { name: text }).click()
  await expect(page).toHaveURL(/\/app\/text-to-emoji\?message=history\+check\+\d+$/)
  await expect(page.getByPlaceholder('What are you thinking? 🤔')).toHaveValue(text)

  await page.goto('/app/history')
  const clearAll = page.getByRole('button', { name: 'Clear All' })
  await expect(clearAll).toHaveAttribute('title', 'Clear History')
  await expect(card).toBeVisible()
  const cleared = page.waitForResponse(
    (response) => response.url().endsWith('/api/emoji/history') && response.request().method() === 'DELETE',
  )
  await clearAll.click()
  const confirm = page.getByRole('dialog', { name: 'Clear your emoji history?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Clear history' }).click()
  expect((await cleared).status()).toBe(200)
  await expect(page.getByText('No history yet')).toBeVisible()
  await expect(page.getByText('Start generating emojis to see your history here')).toBeVisible()
  await expect(clearAll).toBeDisabled()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}').state)
  expect(stored.history).toEqual([])

  await page.reload()
  await expect(page.getByText('No history yet')).toBeVisible()

  await page.getByRole('tab', { name: 'Messages' }).click()
  await expect(page).toHaveURL(/\/app\/history\?tab=messages$/)
  await expect(page.getByRole('tabpanel', { name: 'Messages' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('History fits 375 px without horizontal scroll', async ({ page }) => {
    await signInLocally(page)
    await page.goto('/app/text-to-emoji')
    await generateEmoji(
      page,
      'a rather long message that should be clamped to two lines on its history card '.repeat(3),
    )
    await page.goto('/app/history')
    await expect(page.getByRole('listitem').first()).toBeVisible()
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  })
})
