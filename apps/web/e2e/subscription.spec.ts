import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'

const CONFIRM =
  'Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.'
const CANCELLED_ALERT =
  'Subscription cancellation has been initiated. You will continue to have access until the end of your current billing period.'
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/
const PREMIUM_TONES = ['Flirty', 'Confident', 'Funny', 'Bold']

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const premiumBadge = (page: Page) => mainNav(page).getByText('Premium')
const sponsored = (page: Page) => page.getByRole('complementary', { name: 'Sponsored' })
const statusBadge = (page: Page) => page.getByTestId('subscription-status')
const detail = (page: Page, section: string, label: string): Locator =>
  page
    .getByRole('region', { name: section })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')

/** The sandbox delivers webhooks on its own schedule: reload until the page shows what we wait for. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] })
}

async function expectPremiumTonesLocked(page: Page, locked: boolean) {
  await page.goto('/app/message-generator')
  for (const tone of PREMIUM_TONES) {
    const slider = page.getByRole('slider', { name: new RegExp(tone) })
    if (locked) {
      await expect(slider).toBeDisabled()
      await expect(slider).toHaveValue('0')
    } else {
      await expect(slider).toBeEnabled()
    }
  }
  const hint = page.getByTestId('tone-upgrade-hint')
  if (locked)
    await expect(hint.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
  else await expect(hint).toHaveCount(0)
}

test('the whole purchase in the sandbox: pay, Premium, cancel, the period ends, Free again', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('buyer')
  await signInLocally(page, { email, name: 'Bea Buyer' })

  // Pricing → the hosted checkout, with the e-mail locked.
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(page).toHaveURL(/\/api\/billing\/sandbox\/checkout\?/)
  const emailField = page.getByRole('textbox', { name: 'E-mail' })
  await expect(emailField).toHaveValue(email)
  await expect(emailField).toHaveAttribute('readonly', '')

  // Pay with the card that always succeeds.
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Bea Buyer')
  await page.getByRole('textbox', { name: 'Street' }).fill('1 Market Street')
  await page.getByRole('textbox', { name: 'City' }).fill('San Francisco')
  await page.getByRole('textbox', { name: 'State' }).fill('CA')
  await page.getByRole('textbox', { name: 'ZIP / postcode' }).fill('94105')
  await page.getByRole('textbox', { name: 'Country (2 letters)' }).fill('US')
  await page.getByRole('button', { name: 'Pay $9.99' }).click()

  // Back on the dashboard; Premium arrives with the verified webhook, not with the redirect.
  await expect(page).toHaveURL(/\/app\/dashboard\?/)
  await expect(page.getByTestId('checkout-return')).toContainText('Welcome to Premium!', { timeout: 30_000 })
  await expect(premiumBadge(page)).toBeVisible()
  await expect(sponsored(page)).toHaveCount(0)
  await expectPremiumTonesLocked(page, false)
  await expect(page.getByTestId('quota-generate')).toContainText('Unlimited generations')

  // The subscription screen: ACTIVE, $9.99 a month, the dates.
  await page.goto('/app/subscription')
  await expect(statusBadge(page)).toHaveText(/ACTIVE/)
  await expect(detail(page, 'Billing Information', 'Amount')).toHaveText('$9.99')
  await expect(detail(page, 'Billing Information', 'Payment frequency')).toHaveText('Monthly')
  await expect(detail(page, 'Billing Information', 'Next billing date')).toHaveText(LONG_DATE)
  await expect(detail(page, 'Billing Information', 'Created')).toHaveText(LONG_DATE)
  await expect(detail(page, 'Customer Information', 'E-mail')).toHaveText(email)
  await expect(detail(page, 'Billing Address', 'City')).toHaveText('San Francisco')
  const endDate = (await detail(page, 'Billing Information', 'Next billing date').textContent()) ?? ''

  // Cancel: our own dialog with docs/product.md's confirmation, then docs/product.md's outcome on the screen.
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByRole('button', { name: 'Cancel Subscription' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' })
  await expect(dialog).toContainText(CONFIRM)
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByTestId('subscription-outcome')).toHaveText(CANCELLED_ALERT)
  expect(dialogs).toEqual([])
  await expect(statusBadge(page)).toHaveText(/CANCELLED/)
  await expect(statusBadge(page)).toHaveAttribute('data-colour', 'red')
  const notice = page.getByTestId('subscription-notice')
  await expect(notice).toContainText('Subscription Cancelled')
  await expect(notice).toContainText(`Your subscription ends on ${endDate}.`)
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0)
  // Access continues until the end of the period.
  await expect(premiumBadge(page)).toBeVisible()

  // The sandbox's clock moves past the period: the subscription expires and the account is Free.
  const clock = await page.request.post('/api/billing/sandbox/clock', { data: { advanceDays: 32 } })
  expect(clock.ok()).toBe(true)
  await reloadUntil(page, () => expect(statusBadge(page)).toHaveText(/EXPIRED/, { timeout: 1_000 }))
  await expect(statusBadge(page)).toHaveAttribute('data-colour', 'grey')
  await expect(page.getByTestId('subscription-notice')).toContainText('Subscription Expired')
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/pricing')
  await expect(premiumBadge(page)).toHaveCount(0)
  await expect(sponsored(page)).toBeVisible()
  await expectPremiumTonesLocked(page, true)
})

test('a Free user sees the Premium tones locked and the quota counting down', async ({ page }) => {
  await signInLocally(page, { email: uniqueEmail('free'), name: 'Fay Free' })
  await expectPremiumTonesLocked(page, true)
  const quota = page.getByTestId('quota-generate')
  await expect(quota).toHaveText('20 of 20 generations left today · resets at 00:00 UTC')
  await expect(premiumBadge(page)).toHaveCount(0)
  await expect(sponsored(page)).toBeVisible()

  await page.getByRole('textbox', { name: 'What do you want to say?' }).fill('Tell Jo I am running late')
  await page.getByRole('button', { name: 'Generate messages' }).click()
  await expect(page.getByRole('list', { name: 'Generated messages' }).getByRole('listitem')).toHaveCount(3)
  await expect(quota).toHaveText('19 of 20 generations left today · resets at 00:00 UTC')

  await page.goto('/app/subscription')
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible()
  await page.getByRole('link', { name: 'View Pricing Plans' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})
