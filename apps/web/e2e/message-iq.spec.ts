import type { Page } from '@playwright/test'
import { expect, noHorizontalScroll, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

const flagged = 'Per my last email, you NEVER reply. Fine.'

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' })

test('/app is MessageIQ: analyze a red-flagged message and see the flag highlighted in it', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/app')
  await expect(page.getByRole('heading', { level: 1, name: 'MessageIQ' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Welcome to MessageIQ' })).toContainText('Red flag detection')

  const analyze = page.getByRole('button', { name: 'Analyze' })
  await expect(analyze).toBeDisabled()
  await composer(page).fill(flagged)
  await expect(page.getByTestId('message-counter')).toHaveText(`${flagged.length}/2000`)
  await expect(page.getByText('8 words')).toBeVisible()

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/messages/analyze'))
  await analyze.click()
  expect((await answered).status()).toBe(200)

  await expect(page.getByRole('heading', { name: 'Analysis' })).toBeVisible()
  const text = page.getByTestId('highlighted-text')
  await expect(text.locator('mark', { hasText: 'NEVER' })).toBeVisible()
  await expect(text.locator('mark').first()).toHaveAttribute('data-severity', /high|medium|low/)
  await expect(page.getByRole('meter', { name: 'Clarity' })).toBeVisible()
  await expect(page.getByRole('meter', { name: 'Emotional temperature' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Red flags/ })).toBeVisible()
  await expect(page.getByText('Try instead:').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Welcome to MessageIQ' })).toBeHidden()
})

test('a red flag and a spelling error are both marked; the spelling is fixed in one click and gone when analysed again', async ({
  page,
}) => {
  const typo = 'Per my last email, which you clearly did not read, I will send the report tommorow.'
  // Analysing with a use case makes it the user's default: a user of its own.
  await signInLocally(page, { email: uniqueEmail('iq-typo'), name: 'Tim Typo' })
  await page.goto('/app')
  await composer(page).fill(typo)
  await page.getByRole('combobox', { name: 'Use case' }).selectOption({ label: 'Work e-mail' })
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/messages/grammar'))
  await page.getByRole('button', { name: 'Analyze' }).click()
  await expect(page.getByRole('heading', { name: 'Analysis' })).toBeVisible()
  expect((await checked).status()).toBe(200)

  await expect(
    page.getByTestId('highlighted-text').locator('mark', { hasText: 'Per my last email' }),
  ).toBeVisible()
  const underlined = page.getByTestId('grammar-text').getByRole('button', { name: 'tommorow' })
  await expect(underlined).toBeVisible()
  await page.getByRole('button', { name: 'Replace “tommorow” with “tomorrow”' }).click()
  await expect(composer(page)).toHaveValue(
    'Per my last email, which you clearly did not read, I will send the report tomorrow.',
  )
  await expect(underlined).toBeHidden()

  await page.getByRole('button', { name: 'Analyze' }).click()
  await expect(page.getByText('No spelling or grammar problems found.')).toBeVisible()
})

test("a late-night text is flagged by the writer's clock", async ({ page }) => {
  const lateTonight = new Date()
  lateTonight.setHours(2, 13, 0, 0)
  await page.clock.setFixedTime(lateTonight)
  await signInLocally(page, { email: uniqueEmail('iq-late'), name: 'Lee Late' })
  await page.goto('/app')
  await composer(page).fill('heyyy u up? i miss youuu')
  await page.getByRole('combobox', { name: 'Use case' }).selectOption({ label: 'Dating app' })
  const answered = page.waitForRequest((request) => request.url().endsWith('/api/messages/analyze'))
  await page.getByRole('button', { name: 'Analyze' }).click()
  expect((await answered).postDataJSON()).toMatchObject({ local_time: '02:13' })
  await expect(
    page
      .getByRole('region', { name: 'Medium severity' })
      .getByText('at 02:13 has the marks of a late-night text'),
  ).toBeVisible()
})

test('rewrite, page through the carousel, copy, and reset', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInLocally(page, { email: uniqueEmail('iq-rewrite'), name: 'Rae Write' })
  await page.goto('/app/message-iq')
  await composer(page).fill(flagged)
  await page.getByRole('combobox', { name: 'Use case' }).selectOption({ label: 'Work e-mail' })
  await page.getByRole('button', { name: 'Rewrite' }).click()

  const carousel = page.getByRole('region', { name: 'Rewrites' })
  const slide = carousel.getByRole('group')
  const previous = carousel.getByRole('button', { name: 'Previous rewrite' })
  const next = carousel.getByRole('button', { name: 'Next rewrite' })
  await expect(slide).toHaveAccessibleName('1 of 3: Professional')
  await expect(previous).toBeDisabled()
  await next.click()
  await expect(slide).toHaveAccessibleName('2 of 3: Friendly')
  await next.click()
  await expect(slide).toHaveAccessibleName('3 of 3: Concise')
  await expect(next).toBeDisabled()
  await carousel.getByRole('button', { name: /^Show rewrite 1 of 3/ }).click()
  await expect(slide).toHaveAccessibleName('1 of 3: Professional')
  await expect(carousel.getByRole('button', { name: /^Show rewrite 1 of 3/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await slide.getByRole('button', { name: 'Copy the professional rewrite' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(slide).toHaveAccessibleName('2 of 3: Friendly')

  const rewriteText = (await slide.locator('p').first().textContent()) ?? ''
  await slide.getByRole('button', { name: 'Copy the friendly rewrite' }).click()
  const toast = page.getByText('Copied to clipboard!')
  await expect(toast).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(rewriteText)
  await expect(toast).toBeHidden({ timeout: 4_500 })

  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(composer(page)).toHaveValue('')
  // The use case written with became the user's default, which Reset brings back.
  await expect(page.getByRole('combobox', { name: 'Use case' })).toHaveValue('work_email')
  await expect(carousel).toBeHidden()
  await expect(page.getByRole('region', { name: 'Welcome to MessageIQ' })).toBeVisible()
})

/** Issue 39's blocker: rewrites of one message were shown, and copied, under another's analysis. */
async function expectResultsBelongToTheirText(
  page: Page,
  press: (name: 'Analyze' | 'Rewrite') => Promise<void>,
) {
  await signInLocally(page)
  await page.goto('/app')
  await composer(page).fill(
    "Babe I'm so sorry, I completely forgot our anniversary dinner. Let me make it up to you?",
  )
  await press('Analyze')
  await expect(page.getByRole('heading', { name: 'Analysis' })).toBeVisible()
  await press('Rewrite')
  const carousel = page.getByRole('region', { name: 'Rewrites' })
  await expect(carousel).toBeVisible()

  await composer(page).fill('Hi Mark, attached is the invoice for November. Payment is due by the 30th.')
  await expect(
    page.getByText('Your message has changed since this analysis.', { exact: false }),
  ).toBeVisible()
  await expect(
    carousel.getByText('Your message has changed since these rewrites.', { exact: false }),
  ).toBeVisible()
  await expect(
    carousel.getByRole('button', { name: 'The professional rewrite is out of date' }),
  ).toBeDisabled()

  await press('Analyze')
  await expect(page.getByTestId('highlighted-text')).toContainText('invoice for November')
  await expect(page.getByText(/has changed since/)).toHaveCount(0)
  await expect(carousel).toBeHidden()
  expect(await page.evaluate(noHorizontalScroll)).toBe(true)
}

test('results belong to the text they were made from: stale once it changes, never copied, replaced by a new analysis', async ({
  page,
}) => {
  await expectResultsBelongToTheirText(page, (name) => page.getByRole('button', { name }).click())
})

test('Ctrl+Enter on an empty message says what is missing, and the box can be dismissed', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/app')
  await composer(page).press('Control+Enter')
  const alert = page.getByRole('alert').filter({ hasText: 'Please enter a message to analyze' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Dismiss error' }).click()
  await expect(alert).toBeHidden()
})

test('median time from clicking Analyze to the results rendered (local engine, 10 runs)', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/app')
  const runs = 10
  const durations: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const marker = `run ${run}`
    await composer(page).fill(`${flagged} (${marker})`)
    const measured = page.evaluate(
      (marker) =>
        new Promise<number>((resolve) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Analyze')
          const previous = document.querySelector('[data-testid="highlighted-text"]')
          button?.addEventListener(
            'click',
            () => {
              performance.mark('analyze-click')
              const observer = new MutationObserver(() => {
                const rendered = document.querySelector('[data-testid="highlighted-text"]')
                if (!rendered || rendered === previous || !rendered.textContent?.includes(marker)) return
                observer.disconnect()
                performance.mark('analysis-rendered')
                resolve(performance.measure('analyze', 'analyze-click', 'analysis-rendered').duration)
              })
              observer.observe(document.body, { childList: true, subtree: true, characterData: true })
            },
            { once: true, capture: true },
          )
        }),
      marker,
    )
    await page.getByRole('button', { name: 'Analyze' }).click()
    durations.push(await measured)
    await expect(page.getByRole('button', { name: 'Analyze' })).toBeEnabled()
  }
  const sorted = [...durations].sort((a, b) => a - b)
  const median = ((sorted[runs / 2 - 1] ?? 0) + (sorted[runs / 2] ?? 0)) / 2
  const summary = `MessageIQ click Analyze → results rendered: median ${median.toFixed(1)} ms over ${runs} runs (min ${sorted[0]?.toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)})`
  console.info(summary)
  test.info().annotations.push({ type: 'measurement', description: summary })
  expect(median).toBeLessThan(2_000)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('MessageIQ fits 375 px without horizontal scroll, results included', async ({ page }) => {
    await signInLocally(page)
    await page.goto('/app')
    await composer(page).fill(flagged)
    await page.getByRole('button', { name: 'Analyze' }).tap()
    await expect(page.getByRole('heading', { name: 'Analysis' })).toBeVisible()
    await page.getByRole('button', { name: 'Rewrite' }).tap()
    await expect(page.getByRole('region', { name: 'Rewrites' })).toBeVisible()
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  })

  test('stale results are marked and refused on a phone too', async ({ page }) => {
    await expectResultsBelongToTheirText(page, (name) => page.getByRole('button', { name }).tap())
  })

  test('the use case keeps its width once Reset appears (the buttons wrap below it)', async ({ page }) => {
    await signInLocally(page)
    await page.goto('/app')
    await composer(page).fill(flagged)
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible()
    const select = await page.getByRole('combobox', { name: 'Use case' }).boundingBox()
    expect(select?.width ?? 0).toBeGreaterThanOrEqual(140)
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  })
})
