import type { Page } from '@playwright/test'
import { publicRoutes } from '../src/config/paths'
import { AXE_SOURCE, seriousViolations } from './axe-check'
import { expect, test } from './fixtures'
import { generateEmoji, signInLocally } from './local-sign-in'
import { fillSandboxCheckout, openCheckout } from './sandbox-checkout'

/*
 * Every screen (signed out every public one, signed in every app one and a public page of each
 * layout), at a laptop's and a phone's size: no serious or
 * critical axe-core violation, and every control a 44 × 44 px target (links inside running text
 * excepted, as WCAG 2.5.5 allows).
 */

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

const appScreens = [
  '/app',
  '/app/message-generator',
  '/app/message-generator?mode=reply',
  '/app/text-to-emoji',
  '/app/dashboard',
  '/app/history',
  '/app/history?tab=messages',
  '/app/history?tab=analyses',
  '/app/subscription',
  '/app/about',
]
const publicScreens = [...publicRoutes.map((route) => route.path), '/no-such-page']
/**
 * Signed in, a public page differs from its signed-out self only in the shared header (and the
 * plan buttons on /pricing): one page of each layout is checked again, not all eighteen.
 */
const signedInPublicScreens = [
  '/',
  '/pricing',
  '/about',
  '/blog',
  '/blog/pickup-lines',
  '/privacy-policy',
  '/no-such-page',
]

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: AXE_SOURCE })
})

/** Controls smaller than 44 × 44 px, described for the failure message. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, input:not([type="hidden"]), summary, label:has(> input[type="radio"])',
    )
    const small: string[] = []
    for (const control of controls) {
      const style = getComputedStyle(control)
      // A card's link stretched over the whole card by an absolutely placed ::after: the card is the target.
      const stretched = getComputedStyle(control, '::after').position === 'absolute' && control.offsetParent
      const box = (stretched ? (control.offsetParent as HTMLElement) : control).getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue
      // A visually hidden input whose label is the target (radio buttons, the tone sliders' thumb).
      if (control.matches('.sr-only, input[type="radio"]')) continue
      // Links inside running text, and MessageIQ's underlined problem words, which are always words
      // of the user's text (WCAG 2.5.5's inline exception; a button's box reads as inline-block).
      if (
        (control.tagName === 'A' && style.display === 'inline') ||
        control.matches('[data-grammar-problem]')
      )
        continue
      if (box.height < 43.5 || box.width < 43.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
      }
    }
    return small
  })
}

async function check(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main')).toBeVisible()
  await expect(page.getByText('Validating...')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
  // Soft: one run reports every screen's problems.
  expect.soft(await seriousViolations(page), `axe on ${path}`).toEqual([])
  expect.soft(await smallTargets(page), `targets on ${path}`).toEqual([])
}

// The six checks are independent: let both workers take them.
test.describe.configure({ mode: 'parallel' })

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('signed out: every public screen', async ({ page }) => {
      test.setTimeout(240_000)
      for (const path of publicScreens) await check(page, path)
    })

    test('signed in: every app screen, and a public page of each layout', async ({ page }) => {
      test.setTimeout(360_000)
      await signInLocally(page)
      for (const path of [...appScreens, ...signedInPublicScreens]) {
        await check(page, path)
      }
    })

    test('the sandbox’s hosted checkout, as it opens and with a declined card', async ({ page }) => {
      await signInLocally(page)
      await openCheckout(page)
      await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible()
      expect.soft(await seriousViolations(page), 'axe on the checkout').toEqual([])
      expect.soft(await smallTargets(page), 'targets on the checkout').toEqual([])

      await fillSandboxCheckout(page, 'Axe Checker')
      await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
      await page.getByRole('button', { name: /^Pay/ }).click()
      await expect(page.getByText(/declined/i).first()).toBeVisible()
      expect.soft(await seriousViolations(page), 'axe on a declined checkout').toEqual([])
      expect.soft(await smallTargets(page), 'targets on a declined checkout').toEqual([])
    })

    test('open states: a dialog, results, the emoji picker, and the menu on a phone', async ({ page }) => {
      test.setTimeout(120_000)
      await signInLocally(page)
      await page.goto('/app/text-to-emoji')
      await generateEmoji(page, 'open states')
      await page.goto('/app/history')
      await page.getByRole('button', { name: 'Clear All' }).click()
      await expect(page.getByRole('dialog', { name: 'Clear your emoji history?' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])
      await page.keyboard.press('Escape')

      // Results: an analysis with its red flags, a misspelling underlined, and the rewrites' carousel.
      await page.goto('/app/message-iq')
      await page
        .getByRole('textbox', { name: 'Your message' })
        .fill(
          'You need to send the numbers by tonight or I will escalate this. Honestly, this is rediculous.',
        )
      await page.getByRole('button', { name: 'Analyze' }).click()
      await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible()
      await expect(page.getByTestId('grammar-text').getByRole('button', { name: 'rediculous' })).toBeVisible()
      await page.getByRole('button', { name: 'Rewrite' }).click()
      await expect(page.getByRole('heading', { name: 'Rewrites', level: 2 })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])

      // A chat to reply to: its bubbles to correct, then how their message reads and the replies.
      await page.goto('/app/message-generator?mode=reply')
      await page
        .getByRole('textbox', { name: '…or paste the chat' })
        .fill('Them: hey! are you free saturday?\nMe: maybe, why?\nThem: answer me now or forget it')
      await page.getByRole('button', { name: 'Read the chat' }).click()
      await expect(page.getByTestId('chat-bubble')).toHaveCount(3)
      expect(await seriousViolations(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])
      await page.getByRole('button', { name: 'Get replies' }).click()
      await expect(page.getByRole('region', { name: 'How their last message reads' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])

      // The emoji picker, open.
      await page.goto('/app/text-to-emoji')
      await page.getByRole('button', { name: 'Choose an emoji' }).click()
      await expect(page.getByRole('dialog', { name: 'Choose an emoji' })).toBeVisible()
      await expect(
        page.getByRole('dialog', { name: 'Choose an emoji' }).getByRole('gridcell').nth(5),
      ).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      expect(await smallTargets(page)).toEqual([])
      await page.keyboard.press('Escape')

      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
        expect(await smallTargets(page)).toEqual([])
      }
    })
  })
}
