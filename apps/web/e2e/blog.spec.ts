import { expect, test } from './fixtures'
import { articles } from './public-pages'

const ctaByFamily = {
  analysis: [['Try Tipsy Free', '/login']],
  'pickup-lines': [
    ['Analyze Your Messages', '/app/message-iq'],
    ['Generate Perfect Lines', '/app/message-generator'],
  ],
  bio: [
    ['Generate Perfect Lines', '/app/message-generator'],
    ['Analyze Your Messages', '/app/message-iq'],
  ],
} as const

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

test('blog index → article → Back to Blog', async ({ page }) => {
  await page.goto('/blog')
  const [featured, second] = articles
  if (!featured || !second) throw new Error('expected articles')

  await expect(page.getByRole('region', { name: 'Featured article' }).getByRole('link')).toHaveText(
    featured.title,
  )
  const grid = page.getByRole('region', { name: 'All Articles' })
  await expect(grid.getByRole('link')).toHaveCount(articles.length - 1)

  await grid.getByRole('link', { name: second.title }).click()
  await expect(page).toHaveURL(new RegExp(`${second.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title)
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')

  await page.getByRole('link', { name: /Back to Blog/ }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'The Tipsy Blog' })).toBeVisible()

  await page.getByRole('region', { name: 'Resources' }).getByRole('link', { name: 'Learning Center' }).click()
  await expect(page).toHaveURL(/\/blog\/how-to-analyze-text$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

for (const article of articles) {
  test(`${article.path} shows its date, read time and ${article.family} call to action`, async ({ page }) => {
    await page.goto(article.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.getByText(longDate(article.date))).toBeVisible()
    await expect(page.getByText(/^(8|9|10|11|12) min read$/)).toBeVisible()

    const cta = page.locator('section').filter({ has: page.locator('#article-cta') })
    const links = cta.getByRole('link')
    const expected = ctaByFamily[article.family]
    await expect(links).toHaveCount(expected.length)
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveText(name)
      await expect(links.nth(index)).toHaveAttribute('href', href)
    }

    await links.first().click()
    // The /app links lead a visitor to sign in first.
    await expect(page).toHaveURL(/\/login$/)
  })
}
