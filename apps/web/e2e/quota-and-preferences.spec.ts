import type { Page } from '@playwright/test'
import { defaultTones } from '@tipsy/contracts'
import { AXE_SOURCE, seriousViolations } from './axe-check'
import { expect, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

/*
 * Issue 39, every number true and nothing reset: a chat counts once a day whatever is asked of
 * it, the buttons say no before the server does once the day's quota is spent, and the settings
 * a user writes with come back on their next visit, on another device too.
 */

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const

const chat = 'Them: are you free saturday?\nMe: maybe, why?\nThem: drinks at 8?'

/** Spends `count` of the day's reads or generations through the API, as another tab would. */
async function spend(page: Page, token: string, what: 'reply' | 'generate', count: number) {
  for (let index = 0; index < count; index++) {
    const response =
      what === 'reply'
        ? await page.request.post('/api/messages/reply', {
            headers: { authorization: `Bearer ${token}` },
            data: {
              transcript: [{ side: 'them', text: `Are you free on day ${index}?` }],
              tones: defaultTones,
            },
          })
        : await page.request.post('/api/messages/generate', {
            headers: { authorization: `Bearer ${token}` },
            data: { prompt: `Tell Sam I am running ${index + 5} minutes late`, tones: defaultTones },
          })
    expect(response.status(), await response.text()).toBe(200)
  }
}

async function readChat(page: Page, text: string) {
  await page.getByRole('textbox', { name: '…or paste the chat' }).fill(text)
  await page.getByRole('button', { name: 'Read the chat' }).click()
  await expect(page.getByTestId('chat-bubble')).toHaveCount(text.split('\n').length)
}

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('a chat counts once a day: asked again with another intent it costs nothing, edited it is another chat', async ({
      page,
    }) => {
      await signInLocally(page, { email: uniqueEmail(`chat-once-${size.name}`), name: 'Owen Once' })
      await page.goto('/app/message-generator?mode=reply')
      const note = page.getByText(/conversation reads left today/)
      await expect(note).toHaveText(/^5 of 5 conversation reads left today/)
      await readChat(page, chat)

      const getReplies = page.getByRole('button', { name: 'Get replies' })
      const replies = page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')
      const answered = () =>
        page.waitForResponse((response) => response.url().endsWith('/api/messages/reply'))
      let response = answered()
      await getReplies.click()
      expect((await response).status()).toBe(200)
      await expect(replies).toHaveCount(3)
      await expect(note).toHaveText(/^4 of 5 conversation reads left today/)
      await expect(page.getByText('This chat was read today: asking again costs no read.')).toBeVisible()

      await page.getByRole('textbox', { name: /What do you want to say/ }).fill('say yes, but not before 9')
      response = answered()
      await getReplies.click()
      expect((await response).status()).toBe(200)
      await expect(getReplies).toBeEnabled()
      await expect(note).toHaveText(/^4 of 5 conversation reads left today/)

      // An edited chat is another chat.
      await page.getByTestId('chat-bubble').nth(2).getByRole('textbox').fill('drinks at 9?')
      await expect(page.getByText('This chat was read today: asking again costs no read.')).toBeHidden()
      response = answered()
      await getReplies.click()
      expect((await response).status()).toBe(200)
      await expect(note).toHaveText(/^3 of 5 conversation reads left today/)
    })

    test('with the day’s quota spent the buttons say no first, and a chat read today can still be asked again', async ({
      page,
    }) => {
      await page.addInitScript({ path: AXE_SOURCE })
      const login = await signInLocally(page, { email: uniqueEmail(`spent-${size.name}`), name: 'Sue Spent' })
      await spend(page, login.accessToken, 'generate', 20)
      await page.goto('/app/message-generator')
      await page.getByRole('textbox', { name: 'What do you want to say?' }).fill('Ask Sam to dinner')
      await expect(page.getByText(/^No generations left today/)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Generate messages' })).toBeDisabled()
      expect(await seriousViolations(page), 'axe on the generator with no generations left').toEqual([])

      await spend(page, login.accessToken, 'reply', 4)
      await page.goto('/app/message-generator?mode=reply')
      await readChat(page, chat)
      const getReplies = page.getByRole('button', { name: 'Get replies' })
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/messages/reply'))
      await getReplies.click()
      expect((await answered).status()).toBe(200)
      await expect(page.getByText(/^No conversation reads left today/)).toBeVisible()
      // The same chat costs no read: still allowed, and the server agrees.
      await expect(getReplies).toBeEnabled()
      expect(await seriousViolations(page), 'axe on the reply screen with no reads left').toEqual([])
      const again = page.waitForResponse((response) => response.url().endsWith('/api/messages/reply'))
      await getReplies.click()
      expect((await again).status()).toBe(200)
      // Another chat would need a read there is not.
      await page.getByTestId('chat-bubble').nth(2).getByRole('textbox').fill('drinks at 9?')
      await expect(getReplies).toBeDisabled()
    })

    test('the tones, platform and use case written with come back on the next visit, on another device too', async ({
      page,
      browser,
    }) => {
      const person = { email: uniqueEmail(`preferences-${size.name}`), name: 'Pat Prefs' }
      await signInLocally(page, person)
      await page.goto('/app/message-generator')
      await page
        .getByRole('textbox', { name: 'What do you want to say?' })
        .fill('Ask Sam to dinner on Friday')
      await page.getByRole('button', { name: 'Slack' }).click()
      // Drunk: a tone of the Free plan (the Premium ones stay locked at 0 for this user).
      const drunk = page.getByRole('slider', { name: /Drunk/ })
      await drunk.focus()
      for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowRight')
      await expect(drunk).toHaveValue('40')
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT',
      )
      await page.getByRole('button', { name: 'Generate messages' }).click()
      expect((await saved).status()).toBe(200)
      await expect(page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')).toHaveCount(
        3,
      )

      await page.goto('/app/message-iq')
      await page.getByRole('textbox', { name: 'Your message' }).fill('Are you free for a call tomorrow?')
      await page.getByRole('combobox', { name: 'Use case' }).selectOption({ label: 'Work e-mail' })
      const savedUseCase = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT',
      )
      await page.getByRole('button', { name: 'Analyze' }).click()
      expect((await savedUseCase).status()).toBe(200)

      // Another device: no drafts there, only what the account keeps.
      const other = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      try {
        const device = await other.newPage()
        await signInLocally(device, person)
        await device.goto('/app/message-generator')
        await expect(device.getByRole('button', { name: 'Slack' })).toHaveAttribute('aria-pressed', 'true')
        await expect(device.getByRole('slider', { name: /Drunk/ })).toHaveValue('40')
        await expect(device.getByRole('slider', { name: /Sober/ })).toHaveValue('50')
        await device.goto('/app/message-iq')
        await expect(device.getByRole('combobox', { name: 'Use case' })).toHaveValue('work_email')
        await expect(device.getByRole('textbox', { name: 'Your message' })).toHaveValue('')
      } finally {
        await other.close()
      }
    })
  })
}
