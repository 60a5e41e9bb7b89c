import { expect, noHorizontalScroll, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

test('generate with SMS and drunk at 90: three messages stream in, copy one, find them in history, delete', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // SMS and drunk 90 become the user's defaults once written with: a user of its own.
  await signInLocally(page, { email: uniqueEmail('generate-sms'), name: 'Sam Sms' })
  await page.goto('/app/message-generator')
  await expect(page.getByRole('heading', { level: 1, name: 'Message Generator' })).toBeVisible()

  const prompt = `Ask Sam if they want to grab dinner on Friday ${Date.now()}`
  await page.getByRole('textbox', { name: 'What do you want to say?' }).fill(prompt)
  const sms = page.getByRole('button', { name: 'SMS' })
  await sms.click()
  await expect(sms).toHaveAttribute('aria-pressed', 'true')

  const drunk = page.getByRole('slider', { name: /Drunk/ })
  await drunk.focus()
  await page.keyboard.press('End')
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowLeft')
  await expect(drunk).toHaveValue('90')
  await expect(drunk).toHaveAttribute('aria-valuetext', '90 out of 100')
  await expect(page.getByRole('slider', { name: /Sober/ })).toHaveValue('50')

  const streamed = page.waitForResponse((response) =>
    response.url().endsWith('/api/messages/generate/stream'),
  )
  await page.getByRole('button', { name: 'Generate messages' }).click()
  const response = await streamed
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/event-stream')
  expect(response.request().postDataJSON()).toMatchObject({
    prompt,
    platform: 'sms',
    tones: { drunk: 90, sober: 50 },
  })

  const results = page.getByRole('list', { name: 'Generated messages' })
  await expect(results.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Generate messages' })).toBeEnabled()
  const texts = (await results.getByRole('listitem').locator('p:nth-child(2)').allTextContents()).map((t) =>
    t.trim(),
  )
  expect(new Set(texts).size).toBe(3)

  const copyEvent = page.waitForResponse((r) => r.url().endsWith('/api/messages/copy-event'))
  const first = results.getByRole('listitem').first()
  await first.getByRole('button', { name: 'Copy' }).click()
  await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect((await copyEvent).status()).toBe(200)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts[0])
  await expect(first.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3_500 })

  await page.goto('/app/history')
  await page.getByRole('tab', { name: 'Messages' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Messages' })
  const entry = panel.getByRole('listitem').filter({ hasText: prompt })
  await expect(entry).toContainText('SMS')
  await expect(entry).toContainText('3 variations')
  await entry.getByRole('button', { expanded: false }).click()
  for (const text of texts) await expect(entry.getByText(text, { exact: true })).toBeVisible()

  await panel.getByRole('button', { name: 'Delete All' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete all messages?' })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(entry).toBeVisible()

  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE')
  await entry.getByRole('button', { name: `Delete “${prompt}”` }).click()
  expect((await deleted).status()).toBe(200)
  await expect(panel.getByText(prompt)).toBeHidden()
})

test('a request with nothing to say gets a hint, not invented messages; an example then works', async ({
  page,
}) => {
  await signInLocally(page)
  await page.goto('/app/message-generator')
  const promptField = page.getByRole('textbox', { name: 'What do you want to say?' })
  await promptField.fill('hmm')
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/messages/generate/stream'))
  await page.getByRole('button', { name: 'Generate messages' }).click()
  expect((await refused).status()).toBe(422)
  const hint = page.getByRole('status').filter({ hasText: 'Tell me a little more' })
  await expect(hint).toContainText("Say who it's for and what to tell them")
  await expect(page.getByRole('list', { name: 'Generated messages' })).toHaveCount(0)

  await hint.getByRole('button', { name: "tell Sam I'm running 10 minutes late" }).click()
  await expect(promptField).toHaveValue("tell Sam I'm running 10 minutes late")
  await expect(promptField).toBeFocused()
  await page.getByRole('button', { name: 'Generate messages' }).click()
  const results = page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')
  await expect(results).toHaveCount(3)
  for (const text of await results.allTextContents()) expect(text).toMatch(/10 minutes late/)
})

test('a blank prompt sends nothing; a second click on the chosen platform deselects it', async ({ page }) => {
  await signInLocally(page)
  await page.goto('/app/message-generator')
  let generated = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/messages/generate')) generated += 1
  })
  await page.getByRole('textbox', { name: 'What do you want to say?' }).fill('   ')
  await page.getByRole('button', { name: 'Generate messages' }).click()
  await expect(page.getByText('Enter what your message should say.')).toBeVisible()

  const email = page.getByRole('button', { name: 'Email' })
  await email.click()
  await expect(email).toHaveAttribute('aria-pressed', 'true')
  await email.click()
  await expect(email).toHaveAttribute('aria-pressed', 'false')
  expect(generated).toBe(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the generator fits 375 px without horizontal scroll', async ({ page }) => {
    await signInLocally(page)
    await page.goto('/app/message-generator')
    await page.getByRole('textbox', { name: 'What do you want to say?' }).fill('Tell Jo I am running late')
    await page.getByRole('button', { name: 'Generate messages' }).tap()
    await expect(page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')).toHaveCount(3)
    expect(await page.evaluate(noHorizontalScroll)).toBe(true)
  })
})
