import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'
import { ownServer, START_TIMEOUT_MS } from './own-server'

/*
 * ENGINE=llama-cpp in Chromium (docs/decisions/0021): a server of the spec's own with the real
 * local model (SmolLM2-135M-Instruct Q4_1, from the model store's cache that `npm test` fills in
 * its models step) writes the messages, the rewrites and the replies; the reader analyses. Each
 * screen must show a result, never an error. A draft the model botches is written by the rules
 * (the screens cannot tell which wrote it; the API test llama-cpp-engine.writer-model.test.ts does).
 */

// Far from E2E_PORT and from outage.spec.ts's own server (E2E_PORT + 1000).
const port = Number(process.env.E2E_REAL_MODEL_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1001)
const server = ownServer(port, {
  ENGINE: 'llama-cpp',
  // Only the cache: a model missing from it fails the health check below instead of downloading.
  MODELS_OFFLINE: 'true',
})

test.use({ baseURL: server.baseURL })
test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000)
  await server.start()
})
test.afterAll(() => server.dispose())

/** One call of the model: its 25 s at most, then the rules' draft, with room for a busy machine. */
const MODEL_CALL_MS = 45_000

/** Every screen's failure is an alert (a banner, a toast or a field's message): none may show. */
async function expectNoError(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0)
}

test('the local model writes a message, a rewrite and replies; the reader analyses', async ({ page }) => {
  test.setTimeout(240_000)

  const health = await page.request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({
    status: 'ok',
    reader: { kind: 'encoder' },
    writer: { kind: 'llama-cpp', model: 'SmolLM2-135M-Instruct.Q4_1.gguf' },
  })

  await signInLocally(page, { email: uniqueEmail('real-model'), name: 'Real Model' })

  await test.step('generate a message from a prompt', async () => {
    await page.goto('/app/message-generator')
    await expect(page.getByRole('heading', { level: 1, name: 'Message Generator' })).toBeVisible()
    await page
      .getByRole('textbox', { name: 'What do you want to say?' })
      .fill('Tell Sam I am running 10 minutes late')
    const streamed = page.waitForResponse(
      (response) => response.url().endsWith('/api/messages/generate/stream'),
      { timeout: MODEL_CALL_MS },
    )
    await page.getByRole('button', { name: 'Generate messages' }).click()
    expect((await streamed).status()).toBe(200)
    // Written once the stream has ended: the button is back.
    await expect(page.getByRole('button', { name: 'Generate messages' })).toBeEnabled({
      timeout: MODEL_CALL_MS,
    })
    const messages = page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')
    await expect(messages.first()).toBeVisible()
    for (const text of await messages.locator('p:nth-child(2)').all()) await expect(text).toHaveText(/\S/)
    await expectNoError(page)
  })

  await test.step('analyse a message in MessageIQ, then rewrite it', async () => {
    await page.goto('/app/message-iq')
    await expect(page.getByRole('heading', { level: 1, name: 'MessageIQ' })).toBeVisible()
    await page
      .getByRole('textbox', { name: 'Your message' })
      .fill('Per my last email, you NEVER reply. Send me the numbers by tonight.')
    await page.getByRole('combobox', { name: 'Use case' }).selectOption({ label: 'Work e-mail' })

    const analysed = page.waitForResponse((response) => response.url().endsWith('/api/messages/analyze'))
    await page.getByRole('button', { name: 'Analyze' }).click()
    expect((await analysed).status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible()
    await expect(page.getByRole('meter', { name: 'Clarity' })).toBeVisible()
    await expect(page.getByTestId('highlighted-text').locator('mark').first()).toBeVisible()
    await expectNoError(page)

    const rewritten = page.waitForResponse((response) => response.url().endsWith('/api/messages/rewrite'), {
      timeout: MODEL_CALL_MS,
    })
    await page.getByRole('button', { name: 'Rewrite', exact: true }).click()
    expect((await rewritten).status()).toBe(200)
    const carousel = page.getByRole('region', { name: 'Rewrites' })
    const slide = carousel.getByRole('group')
    await expect(slide).toHaveAccessibleName('1 of 3: Professional')
    for (const style of ['Professional', 'Friendly', 'Concise']) {
      await expect(slide).toHaveAccessibleName(new RegExp(`of 3: ${style}$`))
      await expect(slide.locator('p').first()).toHaveText(/\S/)
      if (style !== 'Concise') await carousel.getByRole('button', { name: 'Next rewrite' }).click()
    }
    await expectNoError(page)
  })

  await test.step('get replies to a chat', async () => {
    await page.goto('/app/message-generator?mode=reply')
    await expect(page.getByRole('heading', { level: 1, name: 'Reply to a chat' })).toBeVisible()
    await page
      .getByRole('textbox', { name: '…or paste the chat' })
      .fill(
        'Them: hey! are you still coming to dinner on friday?\nMe: I think so\nThem: great, can you bring dessert?',
      )
    await page.getByRole('button', { name: 'Read the chat' }).click()
    await expect(page.getByTestId('chat-bubble')).toHaveCount(3)

    const replied = page.waitForResponse((response) => response.url().endsWith('/api/messages/reply'), {
      timeout: MODEL_CALL_MS,
    })
    await page.getByRole('button', { name: 'Get replies' }).click()
    expect((await replied).status()).toBe(200)
    const reading = page.getByRole('region', { name: 'How their last message reads' })
    await expect(reading).toContainText('can you bring dessert?')
    await expect(reading.getByText('Tone', { exact: true })).toBeVisible()
    const replies = page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')
    await expect(replies.first()).toBeVisible()
    for (const text of await replies.locator('p:nth-child(2)').all()) await expect(text).toHaveText(/\S/)
    await expectNoError(page)
  })

  await test.step('turn text into emoji: the model writes them, with no rules to stand in', async () => {
    // The one task with no checked stand-in: a model that cannot load (its adapter missing from
    // the build, once) answers 503 here, while the other tasks quietly fell back to the rules.
    await page.goto('/app/text-to-emoji/pizza%20party')
    const generated = page.waitForResponse((response) => response.url().endsWith('/api/emoji/generate'), {
      timeout: MODEL_CALL_MS,
    })
    await page.getByPlaceholder('What are you thinking? 🤔').press('Enter')
    expect((await generated).status()).toBe(200)
    await expect(page.getByTestId('emoji-result')).not.toBeEmpty()
    await expectNoError(page)
  })

  // The model is still the writer after all of it (a model that failed to load shows as the rules).
  expect((await (await page.request.get('/api/health')).json()).writer).toEqual({
    kind: 'llama-cpp',
    model: 'SmolLM2-135M-Instruct.Q4_1.gguf',
  })
})
