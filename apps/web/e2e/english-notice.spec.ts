import type { Page } from '@playwright/test'
import { AXE_SOURCE, seriousViolations } from './axe-check'
import { expect, noHorizontalScroll, test } from './fixtures'
import { signInLocally } from './local-sign-in'

/*
 * Issue 39: text in another language gets a clear word that Tipsy works in English only, as it is
 * typed, before anyone waits for an answer: in MessageIQ, the generator's request, the reply
 * screen's chat and the landing page's live demo. English with slang, emoji and names never does.
 */

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const

const notice = (page: Page) => page.getByTestId('english-only-notice')

/** The calls that would make the user wait for the engine, made since the page opened. */
function engineCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/api\/(messages\/(analyze|rewrite|generate|reply|grammar)|demo\/analyze)/.test(pathname)) {
      calls.push(pathname)
    }
  })
  return calls
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: AXE_SOURCE })
})

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('MessageIQ, the generator and the reply screen say it as the text is typed', async ({ page }) => {
      test.setTimeout(120_000)
      const calls = engineCalls(page)
      await signInLocally(page)

      await page.goto('/app/message-iq')
      const message = page.getByRole('textbox', { name: 'Your message' })
      await message.fill('omg Jürgen is sooo late again 😂 brb getting tacos al pastor')
      await expect(notice(page)).toHaveCount(0)
      await message.fill("Je suis vraiment désolée pour hier soir, je n'aurais pas dû dire ça")
      await expect(notice(page)).toHaveText(
        /Tipsy reads and writes English only for now — this looks like French\./,
      )
      await expect(notice(page)).toBeInViewport()
      expect(await page.evaluate(noHorizontalScroll)).toBe(true)
      expect(await seriousViolations(page), 'axe on MessageIQ with the notice').toEqual([])
      await message.fill('Sorry about last night, I should not have said that')
      await expect(notice(page)).toHaveCount(0)

      await page.goto('/app/message-generator')
      const prompt = page.getByRole('textbox', { name: 'What do you want to say?' })
      await prompt.fill('Ask Sam if she wants to grab ramen on Friday')
      await expect(notice(page)).toHaveCount(0)
      await prompt.fill('Frag Sam, ob sie am Freitag mit mir Ramen essen gehen will')
      await expect(notice(page)).toHaveText(/this looks like German\./)
      expect(await page.evaluate(noHorizontalScroll)).toBe(true)
      expect(await seriousViolations(page), 'axe on the generator with the notice').toEqual([])

      await page.goto('/app/message-generator?mode=reply')
      const chat = page.getByRole('textbox', { name: '…or paste the chat' })
      await chat.fill('Them: hey! are you free saturday?\nMe: maybe, why?\nThem: drinks at 8? 🍻')
      await expect(notice(page)).toHaveCount(0)
      await chat.fill(
        'Them: ¿vienes a la fiesta el sábado?\nMe: no sé, tengo que trabajar\nThem: vamos, será divertido',
      )
      await expect(notice(page)).toHaveText(/this looks like Spanish\./)
      // Read into bubbles, the chat still says so: nothing has been sent yet.
      await page.getByRole('button', { name: 'Read the chat' }).click()
      await expect(page.getByTestId('chat-bubble')).toHaveCount(3)
      await expect(notice(page)).toHaveText(/this looks like Spanish\./)
      expect(await page.evaluate(noHorizontalScroll)).toBe(true)
      expect(await seriousViolations(page), 'axe on the reply screen with the notice').toEqual([])

      expect(calls).toEqual([])
    })

    test("the landing page's live demo says it before the visitor asks", async ({ page }) => {
      const calls = engineCalls(page)
      await page.goto('/')
      const box = page.getByRole('region', { name: 'Try your own message' })
      const text = box.getByRole('textbox', { name: 'Your message' })
      await text.fill('lol ok see u there 😂 tell Priya and Tomás')
      await expect(box.getByRole('button', { name: 'Analyze' })).toBeEnabled()
      await expect(notice(page)).toHaveCount(0)
      await text.fill('Oi, tudo bem? Você vai na festa no sábado à noite?')
      await expect(box.getByTestId('english-only-notice')).toHaveText(/this looks like Portuguese\./)
      await text.fill('今夜空いてる？ご飯行こうよ')
      await expect(box.getByTestId('english-only-notice')).toHaveText(/this looks like Japanese\./)
      expect(await page.evaluate(noHorizontalScroll)).toBe(true)
      expect(await seriousViolations(page), 'axe on the landing page with the notice').toEqual([])
      expect(calls).toEqual([])
    })
  })
}

test("the server's analysis says it too, for what is sent anyway", async ({ page }) => {
  await signInLocally(page)
  await page.goto('/app/message-iq')
  await page
    .getByRole('textbox', { name: 'Your message' })
    .fill('Hola, ¿quieres venir a la fiesta el sábado por la noche?')
  await expect(notice(page)).toBeVisible()
  await page.getByRole('button', { name: 'Analyze' }).click()
  await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible()
  await expect(page.getByText(/looks like a language other than English/)).toBeVisible()
})
