import type { Page } from '@playwright/test'
import { PREFETCHED_MARK } from '../src/app/layout/prefetch-app-screens'
import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'
import { ownServer, START_TIMEOUT_MS } from './own-server'

/*
 * Issue 14, defect 5: with the server down, every failed request offers "Try again", a notice
 * says what is going on, and moving between the screens already loaded keeps working; once the
 * server is back, "Try again" succeeds.
 */

// Far from E2E_PORT: engineers on one machine take neighbouring ports for their own runs.
const port = Number(process.env.E2E_OWN_SERVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000)
// Started three times while the suite's browsers keep both cores busy: one engine worker (and one
// harper set-up, 8 s of CPU) a start is enough for a spec about the server going away.
const server = ownServer(port, { ENGINE_WORKERS: '1' })

test.use({ baseURL: server.baseURL })

/** Waits until the app has fetched the code of the other screens (or given up on it). */
async function otherScreensFetched(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PREFETCHED_MARK, {
    timeout: 15_000,
  })
}
test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 10_000)
  await server.start()
})
test.afterAll(() => server.dispose())

test('server stopped → Try again → server started → Try again succeeds, and navigation keeps working', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInLocally(page)
  await page.goto('/app/message-generator')
  await expect(page.getByRole('heading', { name: 'Message Generator', level: 1 })).toBeVisible()
  // The code of every app screen is fetched once the first one is up.
  await otherScreensFetched(page)
  await expect(page.locator('link[data-prefetch-screen][href*="/dashboard-"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')

  await server.stop()

  // A screen not visited yet still opens; its own request fails with a way to try again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Unable to load statistics' })).toBeVisible()
  // Each card that could not load offers its own "Try again" (statistics, latest analyses).
  for (const card of ['Unable to load statistics', 'Latest analyses'])
    await expect(
      page.getByRole('region', { name: card }).getByRole('button', { name: 'Try again' }),
    ).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: 'cannot reach its server' })
  await expect(notice).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Message Generator' })
    .click()
  await page.getByRole('textbox', { name: 'What do you want to say?' }).fill('Tell Jo I am running late')
  await page.getByRole('button', { name: 'Generate messages' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to generate messages' })
  await expect(failure).toContainText('the server could not be reached')
  const tryAgain = failure.getByRole('button', { name: 'Try again' })
  await expect(tryAgain).toBeVisible()
  // The button sits below the text, never on its last line ("…reply toTry again").
  const gap = await tryAgain.evaluate((button) => {
    const alert = button.closest('[role="alert"]') as HTMLElement
    const walker = document.createTreeWalker(alert, NodeFilter.SHOW_TEXT)
    let lastTextBottom = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (button.contains(node) || !node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      lastTextBottom = Math.max(lastTextBottom, range.getBoundingClientRect().bottom)
    }
    return button.getBoundingClientRect().top - lastTextBottom
  })
  expect(gap).toBeGreaterThanOrEqual(0)

  await server.start()
  await tryAgain.click()
  await expect(page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')).toHaveCount(3)
  await expect(notice).toBeHidden()
})

test('with the server stopped, a signed-in user still moves from the app to Home, Pricing, About and the legal pages and back', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInLocally(page)
  await page.goto('/app/dashboard')
  await expect(page.getByRole('heading', { name: 'Your Statistics' })).toBeVisible()
  // The code of the public pages the app links to is fetched ahead too.
  await otherScreensFetched(page)
  await expect(page.locator('link[data-prefetch-screen][href*="/pricing-"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  // A full page load (the browser's own error page, with the server gone) would lose this.
  await page.evaluate(() => {
    ;(window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true
  })
  const footer = page.getByRole('contentinfo')

  await server.stop()
  try {
    await footer.getByRole('link', { name: 'Pricing', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Better messages for free/ })).toBeVisible()
    await footer.getByRole('link', { name: 'About Tipsy', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.getByRole('banner').getByRole('link', { name: 'Tipsy', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: "Don't let your message suck" })).toBeVisible()

    // Pages whose text is fetched on the way say so inside the site, with "Try again".
    for (const link of ['Privacy Policy', 'Terms & Conditions', 'Payment Policy', 'Blog']) {
      await footer.getByRole('link', { name: link, exact: true }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    }

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true)
  } finally {
    await server.start()
  }
  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
})

test('a screen whose code cannot be fetched ahead leaves the open one as it is, typing included', async ({
  page,
}) => {
  await signInLocally(page)
  // As when the network drops while the other screens' code is on its way.
  await page.route(/\/assets\/pricing-[^/]+\.js$/, (route) => route.abort('connectionrefused'))
  await page.goto('/app/message-generator')
  const request = page.getByRole('textbox', { name: 'What do you want to say?' })
  await request.fill('Tell Jo I am running late')
  await page.evaluate(() => {
    ;(window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true
  })

  await otherScreensFetched(page)
  await expect(page.locator('link[data-prefetch-screen][href*="/dashboard-"]')).toHaveCount(1)
  await expect(page.locator('link[data-prefetch-screen][href*="/pricing-"]')).toHaveCount(0)
  await expect(request).toHaveValue('Tell Jo I am running late')
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true)
})

test('a notice says so while the browser is offline', async ({ page, context }) => {
  await signInLocally(page)
  await page.goto('/app/dashboard')
  await expect(page.getByRole('heading', { name: 'Your Statistics' })).toBeVisible()
  await otherScreensFetched(page)
  await expect(page.locator('link[data-prefetch-screen][href*="/history-"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' })

  await context.setOffline(true)
  await expect(notice).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(/\/app\/history$/)
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible()

  await context.setOffline(false)
  await expect(notice).toBeHidden()
})
