import type { Page } from '@playwright/test'
import { AXE_SOURCE, seriousViolations } from './axe-check'
import { expect, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

/*
 * Issue 39, nothing typed is lost: drafts of MessageIQ, the generator and the reply screen come
 * back after a reload and after a session that ended; sign-in returns to the page the user was
 * on; a logout takes the drafts with it; a generation or a chat's replies cut by a reload are
 * shown from History.
 */

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' })

/** Logs out from the header, through the menu on a phone. */
async function logOutFromHeader(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' })
  const onPhone = await menu.isVisible()
  if (onPhone) await menu.click()
  const nav = page.getByRole('navigation', { name: onPhone ? 'Mobile' : 'Main' })
  await nav.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('what is typed on MessageIQ, the generator and the reply screen comes back after a reload', async ({
      page,
    }) => {
      await signInLocally(page, { email: uniqueEmail('drafts'), name: 'Dee Drafts' })

      await page.goto('/app/message-iq')
      await composer(page).fill('Hi Mark, attached is the invoice for November.')
      await page.getByRole('combobox', { name: 'Use case' }).selectOption({ label: 'Work e-mail' })
      await page.reload()
      await expect(composer(page)).toHaveValue('Hi Mark, attached is the invoice for November.')
      await expect(page.getByRole('combobox', { name: 'Use case' })).toHaveValue('work_email')

      await page.goto('/app/message-generator')
      const request = page.getByRole('textbox', { name: 'What do you want to say?' })
      await request.fill('Ask Sam if they want to grab dinner on Friday')
      await page.getByRole('textbox', { name: 'Context (optional)' }).fill('We met at the climbing gym')
      await page.getByRole('button', { name: 'SMS' }).click()
      await page.reload()
      await expect(request).toHaveValue('Ask Sam if they want to grab dinner on Friday')
      await expect(page.getByRole('textbox', { name: 'Context (optional)' })).toHaveValue(
        'We met at the climbing gym',
      )
      await expect(page.getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'true')

      await page.goto('/app/message-generator?mode=reply')
      await page
        .getByRole('textbox', { name: '…or paste the chat' })
        .fill('Them: are you free saturday?\nMe: maybe, why?\nThem: drinks at 8?')
      await page.getByRole('button', { name: 'Read the chat' }).click()
      await page.getByRole('textbox', { name: 'Message 2, yours' }).fill('maybe! why?')
      await page.getByRole('textbox', { name: 'What do you want to say? (optional)' }).fill('say yes')
      await page.reload()
      await expect(page.getByTestId('chat-bubble')).toHaveCount(3)
      await expect(page.getByRole('textbox', { name: 'Message 2, yours' })).toHaveValue('maybe! why?')
      await expect(page.getByRole('textbox', { name: 'What do you want to say? (optional)' })).toHaveValue(
        'say yes',
      )
    })

    test('a session that ends says so at sign-in, and signing in returns to MessageIQ with the text', async ({
      page,
    }) => {
      await page.addInitScript({ path: AXE_SOURCE })
      // The local user the sign-in button signs in, so signing in again is the same account.
      await signInLocally(page)
      await page.goto('/app/message-iq')
      const draft = `Babe I'm so sorry, I completely forgot our anniversary dinner ${Date.now()}`
      await composer(page).fill(draft)

      // The session ends on the server: its refresh token is revoked and the access token refused.
      const ended = await page.request.post('/api/auth/logout', { data: {} })
      expect(ended.ok()).toBe(true)

      // The click finds the session ended, unless a request the screen makes meanwhile found it first.
      await page
        .getByRole('button', { name: 'Analyze' })
        .click({ timeout: 10_000 })
        .catch((error: unknown) => {
          if (!page.url().endsWith('/login')) throw error
        })

      await expect(page).toHaveURL(/\/login$/)
      const notice = page.getByText('Your session ended — sign in again to pick up where you left off.')
      await expect(notice).toBeVisible()
      await expect(notice).toContainText('Your draft is kept.')
      expect(await seriousViolations(page), 'axe on /login with the notice').toEqual([])

      await page.getByRole('button', { name: 'Continue as a local user' }).click()

      await expect(page).toHaveURL(/\/app\/message-iq$/)
      await expect(composer(page)).toHaveValue(draft)
    })

    test('a signed-out visitor who opens MessageIQ lands on it after signing in', async ({ page }) => {
      await page.goto('/app/message-iq')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByText(/Your session ended/)).toHaveCount(0)

      await page.getByRole('button', { name: 'Continue as a local user' }).click()

      await expect(page).toHaveURL(/\/app\/message-iq$/)
      await expect(page.getByRole('heading', { level: 1, name: 'MessageIQ' })).toBeVisible()
    })

    test('a logout takes the drafts with it: the next user on this browser sees none', async ({ page }) => {
      const login = await signInLocally(page, { email: uniqueEmail('leaver'), name: 'Lee Leaver' })
      await page.goto('/app/message-iq')
      await composer(page).fill('a private draft nobody else should read')
      await page.reload()
      await expect(composer(page)).toHaveValue('a private draft nobody else should read')

      await logOutFromHeader(page)
      expect(
        await page.evaluate((key) => localStorage.getItem(key), `tipsy-drafts:${login.user.id}`),
      ).toBeNull()

      await page.getByRole('button', { name: 'Continue as a local user' }).click()
      await expect(page).toHaveURL(/\/app$/)
      await expect(composer(page)).toHaveValue('')
      const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
      expect(storage).not.toContain('a private draft nobody else should read')
    })

    test('a generation cut by a reload is shown from History when the page comes back', async ({ page }) => {
      await page.addInitScript({ path: AXE_SOURCE })
      await signInLocally(page, { email: uniqueEmail('reload'), name: 'Rae Reload' })
      await page.goto('/app/message-generator')
      const prompt = `Thank Priya for the birthday gift ${Date.now()}`
      await page.getByRole('textbox', { name: 'What do you want to say?' }).fill(prompt)

      // The server writes and stores the generation, but its answer never reaches the page: the
      // page reloads first.
      let stored: (texts: string[]) => void = () => undefined
      const storedTexts = new Promise<string[]>((resolve) => {
        stored = resolve
      })
      await page.route('**/api/messages/generate/stream', async (route) => {
        const answer = await route.fetch()
        const done = (await answer.text()).split('\n\n').find((event) => event.startsWith('event: done'))
        const data = JSON.parse(done?.split('\ndata: ')[1] ?? '{}') as {
          generatedMessages?: { text: string }[]
        }
        stored((data.generatedMessages ?? []).map((message) => message.text))
      })
      // The cut stream is not asked again without streaming as the page goes: that would generate twice.
      const askedAgain: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/api/messages/generate')) askedAgain.push(request.url())
      })
      await page.getByRole('button', { name: 'Generate messages' }).click()
      const texts = await storedTexts
      expect(texts.length).toBeGreaterThan(0)
      await page.reload()

      await expect(page.getByText('Recovered from History after the page reloaded.')).toBeVisible()
      const list = page.getByRole('list', { name: 'Generated messages' })
      await expect(list.getByRole('listitem')).toHaveCount(texts.length)
      for (const text of texts) await expect(list).toContainText(text)
      await expect(page.getByRole('textbox', { name: 'What do you want to say?' })).toHaveValue(prompt)
      expect(await seriousViolations(page), 'axe on the recovered generation').toEqual([])
      expect(askedAgain).toEqual([])
    })

    test("a chat's replies cut by a reload are shown from History, and asking again costs no read", async ({
      page,
    }) => {
      await page.addInitScript({ path: AXE_SOURCE })
      await signInLocally(page, { email: uniqueEmail('reload-reply'), name: 'Rey Reload' })
      await page.goto('/app/message-generator?mode=reply')
      await page
        .getByRole('textbox', { name: '…or paste the chat' })
        .fill('Them: are you free saturday?\nMe: maybe, why?\nThem: drinks at 8?')
      await page.getByRole('button', { name: 'Read the chat' }).click()
      await expect(page.getByTestId('chat-bubble')).toHaveCount(3)

      // The server reads the chat and stores the replies, but its answer never reaches the page.
      let stored: (texts: string[]) => void = () => undefined
      const storedTexts = new Promise<string[]>((resolve) => {
        stored = resolve
      })
      // Only the first read is held back; the page's later ones go through.
      let held = false
      await page.route('**/api/messages/reply', async (route) => {
        if (held) return route.continue()
        held = true
        const answer = (await (await route.fetch()).json()) as { generatedMessages: { text: string }[] }
        stored(answer.generatedMessages.map((message) => message.text))
      })
      await page.getByRole('button', { name: 'Get replies' }).click()
      const texts = await storedTexts
      await page.reload()

      await expect(page.getByText(/^Recovered from History after the page reloaded\./)).toBeVisible()
      const list = page.getByRole('list', { name: 'Generated messages' })
      await expect(list.getByRole('listitem')).toHaveCount(texts.length)
      for (const text of texts) await expect(list).toContainText(text)
      await expect(page.getByText(/^4 of 5 conversation reads left today/)).toBeVisible()
      await expect(page.getByText('This chat was read today: asking again costs no read.')).toBeVisible()
      expect(await seriousViolations(page), 'axe on the recovered replies').toEqual([])

      // Asked again for the reading: the same chat costs no read.
      const again = page.waitForResponse((response) => response.url().endsWith('/api/messages/reply'))
      await page.getByRole('button', { name: 'Get replies' }).click()
      expect((await again).status()).toBe(200)
      await expect(page.getByRole('region', { name: 'How their last message reads' })).toBeVisible()
      await expect(page.getByText(/^4 of 5 conversation reads left today/)).toBeVisible()
    })
  })
}
