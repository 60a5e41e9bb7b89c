import { expect, noHorizontalScroll, test } from './fixtures'
import { signInLocally } from './local-sign-in'

test('turns the message in the address into emoji, draws it with a picked emoji and copies the art', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const foreignRequests: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:'))
      foreignRequests.push(request.url())
  })
  await signInLocally(page)

  await page.goto('/app/text-to-emoji/pizza%20party')
  const input = page.getByPlaceholder('What are you thinking? 🤔')
  await expect(input).toHaveValue('pizza party')

  const generated = page.waitForResponse((response) => response.url().endsWith('/api/emoji/generate'))
  await input.press('Enter')
  expect((await generated).status()).toBe(200)
  await expect(page.getByTestId('emoji-result')).not.toBeEmpty()
  await expect(page.getByText('pizza party', { exact: true })).toBeVisible()
  await expect(input).toBeEnabled()

  // No emoji chosen yet: each letter is drawn with a palette emoji.
  const art = page.getByRole('region', { name: 'Emoji art' })
  await expect(art.getByRole('img', { name: 'pizza' })).toBeVisible()
  await expect(art.getByRole('img', { name: 'party' })).toBeVisible()
  await expect(art.getByTestId('emoji-art-letter')).toHaveCount(10)

  // The picker loads its data from our own server.
  const emojiData = page.waitForResponse((response) =>
    response.url().endsWith('/emojibase-data/en/data.json'),
  )
  await page.getByRole('button', { name: 'Choose an emoji' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose an emoji' })
  expect((await emojiData).url()).toBe(`${baseURL}/emojibase-data/en/data.json`)
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('fire')
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT',
  )
  await picker.getByRole('gridcell', { name: 'Fire', exact: true }).click()
  await expect(picker).toBeHidden()
  expect(await (await saved).json()).toMatchObject({ preferences: { selectedEmoji: '🔥' } })
  await expect(page.getByRole('button', { name: 'Emoji: 🔥. Change emoji' })).toBeFocused()

  await expect(art.getByText('Drawn with 🔥')).toBeVisible()
  const cells = await art.getByTestId('emoji-art-letter').first().locator('span').allTextContents()
  expect(cells).toHaveLength(35)
  expect(cells.filter(Boolean).every((cell) => cell === '🔥')).toBe(true)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}').state)
  expect(stored.selectedEmoji).toBe('🔥')
  expect(stored.history[0]).toMatchObject({ text: 'pizza party' })

  await art.getByRole('button', { name: 'Copy' }).click()
  await expect(art.getByRole('button', { name: 'Copied!' })).toBeVisible()
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  // Ten letters stacked, each 7 lines.
  expect(clipboard.split('\n').filter((line) => line.includes('🔥'))).toHaveLength(70)
  expect(clipboard).toContain('🔥🔥🔥🔥')
  await expect(art.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3_000 })

  // The chosen emoji goes with the next generation.
  const next = page.waitForRequest((request) => request.url().endsWith('/api/emoji/generate'))
  await input.fill('good morning')
  await input.press('Enter')
  expect((await next).postDataJSON()).toEqual({ text: 'good morning', emoji: '🔥' })
  await expect(page.getByText('good morning', { exact: true })).toBeVisible()

  expect(foreignRequests).toEqual([])
})

test('the picker closes on an outside click and Escape, and "None" clears the choice', async ({ page }) => {
  await signInLocally(page)
  await page.goto('/app/text-to-emoji')
  const trigger = page.getByRole('button', { name: /Choose an emoji|Change emoji/ })
  const picker = page.getByRole('dialog', { name: 'Choose an emoji' })

  await trigger.click()
  await expect(picker).toBeVisible()
  await page.getByRole('heading', { name: 'Text-to-Emoji' }).click()
  await expect(picker).toBeHidden()

  await trigger.click()
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await picker.getByRole('button', { name: 'None' }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByRole('button', { name: 'Choose an emoji' })).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-storage') ?? '{}').state)
  expect(stored.selectedEmoji).toBeNull()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('Text-to-Emoji, its art and its picker fit 375 px without horizontal scroll', async ({ page }) => {
    await signInLocally(page)
    await page.goto('/app/text-to-emoji?message=wonderfully%20fantastic%20emoji')
    await page.getByRole('button', { name: 'Generate' }).tap()
    await expect(page.getByRole('region', { name: 'Emoji art' })).toBeVisible()
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)

    await page.getByRole('button', { name: /Choose an emoji|Change emoji/ }).tap()
    await expect(page.getByRole('dialog', { name: 'Choose an emoji' })).toBeVisible()
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  })
})
