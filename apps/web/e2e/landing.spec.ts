import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

test('the demo switches tone, samples and analysis', async ({ page }) => {
  await page.goto('/')
  const demo = page.getByRole('region', { name: /three moods/ })
  const shown = demo.locator('[data-demo-tone]:visible')
  const analysis = shown.getByRole('region', { name: 'Analysis' })
  const samples = shown.getByRole('region', { name: /samples$/ }).getByRole('listitem')

  await expect(demo.getByRole('radio', { name: 'Sober' })).toBeChecked()
  await expect(shown).toHaveCount(1)
  await expect(samples).toHaveCount(3)
  await expect(analysis).toContainText('Neutral')
  await expect(analysis).toContainText('Low')

  for (const [tone, sentiment, impact] of [
    ['Tipsy', 'Positive', 'High'],
    ['Drunk', 'Very Positive', 'Very High'],
    ['Sober', 'Neutral', 'Low'],
  ] as const) {
    const before = await samples.allTextContents()
    await demo.locator('label', { hasText: tone }).click()
    await expect(demo.getByRole('radio', { name: tone })).toBeChecked()
    await expect(demo.getByRole('heading', { name: `${tone} samples` })).toBeVisible()
    await expect(shown).toHaveCount(1)
    await expect(samples).toHaveCount(3)
    expect(await samples.allTextContents()).not.toEqual(before)
    await expect(analysis.getByRole('definition')).toHaveText([/\w/, sentiment, impact])
  }
})

test('See Live Demo scrolls to the demo and Back to Top returns', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'See Live Demo' }).click()
  await expect(page.getByRole('heading', { name: /three moods/ })).toBeInViewport()

  await page.getByRole('link', { name: 'Back to Top' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200)
})

test('the FAQ opens one answer at a time and closes the open one', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const items = faq.locator('details')
  await expect(items).toHaveCount(6)
  const open = faq.locator('details[open]')

  const history = faq.locator('summary', { hasText: 'Who can see my message history?' })
  await history.click()
  const answer = faq.locator('details', {
    has: page.locator('summary', { hasText: 'Who can see my message history?' }),
  })
  await expect(answer).toHaveAttribute('open', '')
  await expect(answer).toContainText('Only you')
  await expect(answer).toContainText('delete')

  const first = faq.locator('summary').first()
  await first.click()
  await expect(open).toHaveCount(1)
  await expect(answer).not.toHaveAttribute('open')

  await first.click()
  await expect(open).toHaveCount(0)
})

test('signed out, the calls to action lead to sign-in', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('link', { name: 'Try For Free' })).toHaveAttribute('href', '/login')
  await page.getByRole('link', { name: 'Start for Free' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('signed in, the same page switches to the app after hydrating, without errors', async ({ page }) => {
  await signInLocally(page)

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app')
  await expect(page.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/app')
  await expect(page.getByRole('link', { name: 'Start for Free' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/app$/)
})
