import type { Page } from '@playwright/test'
import { defaultTones } from '@tipsy/contracts'
// The payloads the API fuzzer sends everywhere (npm run fuzz); here they are stored and shown.
import { markupPayloads } from '../../server/fuzz/markup-payloads'
import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

const [scriptTag, imgOnError, svgOnLoad, iframe] = markupPayloads
const hostileName = imgOnError

/**
 * Elements that a payload would have added, had it been inserted as markup anywhere: its tags,
 * or a script that runs (JSON-LD data blocks may hold the text, escaped, and never run).
 */
const injectedElements = (page: Page) =>
  page.evaluate(() => {
    const tags = document.querySelectorAll(
      'img[src="x"], svg[onload], iframe[src^="javascript:"], a[href^="javascript:"]',
    )
    const runnable = [...document.scripts].filter(
      (script) => !/json/.test(script.type) && script.textContent?.includes('alert(1)'),
    )
    return tags.length + runnable.length
  })

test('hostile text stored through the API renders as text on every page that shows it', async ({ page }) => {
  // It stores through the API and then visits every screen that shows the text: a longer budget.
  test.setTimeout(120_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  // A user of this test's own whose name is a payload.
  const { accessToken } = await signInLocally(page, { name: hostileName, email: 'xss@example.com' })
  const api = (method: 'post' | 'put', path: string, data: object) =>
    page.request[method](`/api${path}`, { data, headers: { authorization: `Bearer ${accessToken}` } })

  for (const text of markupPayloads) expect((await api('post', '/emoji/generate', { text })).ok()).toBe(true)
  const generation = { prompt: scriptTag, context: imgOnError, tones: defaultTones }
  expect((await api('post', '/messages/generate', generation)).ok()).toBe(true)
  expect((await api('put', '/user/preferences', { selectedEmoji: svgOnLoad })).ok()).toBe(true)

  await page.goto('/app/dashboard')
  await expect(page.getByRole('heading', { name: `Welcome, ${hostileName}!` })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(hostileName)
  expect(await injectedElements(page)).toBe(0)

  await page.goto('/app/history')
  const emojiCards = page.getByRole('tabpanel').getByRole('listitem')
  for (const text of markupPayloads) await expect(emojiCards.getByText(text, { exact: true })).toHaveCount(1)
  expect(await injectedElements(page)).toBe(0)
  await page.getByRole('tab', { name: 'Messages' }).click()
  const entry = page
    .getByRole('tabpanel', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: scriptTag })
  await expect(entry).toBeVisible()
  expect(await injectedElements(page)).toBe(0)

  for (const [address, message] of [
    [`/app/text-to-emoji?message=${encodeURIComponent(iframe)}`, iframe],
    [`/app/text-to-emoji/${encodeURIComponent(scriptTag)}`, scriptTag],
  ] as const) {
    await page.goto(address)
    const input = page.getByPlaceholder('What are you thinking? 🤔')
    await expect(input).toHaveValue(message)
    await input.press('Enter')
    await expect(page.getByTestId('emoji-result')).not.toBeEmpty()
    await expect(page.locator('#main-content').getByText(message, { exact: true })).toBeVisible()
    // The art is drawn with the stored preference, itself a payload.
    await expect(page.getByRole('region', { name: 'Emoji art' })).toContainText(`Drawn with ${svgOnLoad}`)
    expect(await injectedElements(page)).toBe(0)
  }

  await page.goto('/app/message-iq')
  await page.getByRole('textbox', { name: 'Your message' }).fill(imgOnError)
  await page.getByRole('button', { name: 'Analyze' }).click()
  await expect(page.getByTestId('highlighted-text')).toHaveText(imgOnError)
  expect(await injectedElements(page)).toBe(0)

  expect(dialogs).toEqual([])
})
