import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

test('the demo switches tone, samples and analysis', async ({ page }) => {
  await page.goto('/')
  const demo = page.getByRole('region', { name: /three moods/ })
  const analysis = demo.getByRole('region', { name: 'Analysis' })
  const samples = demo.getByRole('region', { name: /samples$/ }).getByRole('listitem')

  await expect(demo.getByRole('button', { name: 'Sober' })).toHaveAttribute('aria-pressed', 'true')
  await expect(samples).toHaveCount(3)
  await expect(analysis).toContainText('Neutral')
  await expect(analysis).toContainText('Low')

  for (const [tone, sentiment, impact] of [
    ['Tipsy', 'Positive', 'High'],
    ['Drunk', 'Very Positive', 'Very High'],
    ['Sober', 'Neutral', 'Low'],
  ] as const) {
    const before = await samples.allTextContents()
    await demo.getByRole('button', { name: tone }).click()
    await expect(demo.getByRole('button', { name: tone })).toHaveAttribute('aria-pressed', 'true')
    await expect(demo.getByRole('button', { pressed: true })).toHaveCount(1)
    await expect(demo.getByRole('heading', { name: `${tone} samples` })).toBeVisible()
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
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(6)

  const history = faq.getByRole('button', { name: 'Who can see my message history?' })
  await history.click()
  await expect(history).toHaveAttribute('aria-expanded', 'true')
  const answer = page.locator(`#${await history.getAttribute('aria-controls')}`)
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('Only you')
  await expect(answer).toContainText('delete')

  const first = questions.first()
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(history).toHaveAttribute('aria-expanded', 'false')
  await expect(answer).toBeHidden()
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)

  await first.click()
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)
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
