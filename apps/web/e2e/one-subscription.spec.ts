import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInLocally, uniqueEmail } from './local-sign-in'
import { fillSandboxCheckout, openCheckout } from './sandbox-checkout'

/*
 * Issue 14, defects 1, 2 and 6: one live subscription per user (a cancelled one is resumed,
 * never bought twice), a pricing page that knows who is looking, and a cancel confirmation
 * that is an accessible dialog instead of the browser's.
 */

const detail = (page: Page, section: string, label: string): Locator =>
  page
    .getByRole('region', { name: section })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
const plan = (page: Page, name: 'Free Plan' | 'Premium Plan') => page.getByRole('region', { name })
const statusBadge = (page: Page) => page.getByTestId('subscription-status')

test('a Premium user cannot pay twice: refused with a clear message, no second charge, and resumes instead', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await signInLocally(page, { email: uniqueEmail('once'), name: 'Olly Once' })

  // Signed in and Free, the pricing page shows the current plan, not "Try Free First".
  await page.goto('/pricing')
  await expect(plan(page, 'Free Plan').getByTestId('plan-badge')).toHaveText('Your current plan')
  await expect(page.getByRole('link', { name: 'Try Free First' })).toHaveCount(0)
  await expect(plan(page, 'Premium Plan').getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible()

  // Two tabs left over from before the purchase: an unpaid checkout, and a pricing page whose
  // plan is as it was read then.
  const oldCheckout = await context.newPage()
  await openCheckout(oldCheckout)
  const stalePricing = await context.newPage()
  let planAsRead: unknown
  await stalePricing.route('**/api/user/plan', async (route) => {
    planAsRead ??= await (await route.fetch()).json()
    await route.fulfill({ json: planAsRead })
  })
  await stalePricing.goto('/pricing')
  await expect(stalePricing.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible()

  // The purchase.
  await openCheckout(page)
  await fillSandboxCheckout(page, 'Olly Once')
  await page.getByRole('button', { name: 'Pay $9.99' }).click()
  await expect(page.getByTestId('checkout-return')).toContainText('Welcome to Premium!', { timeout: 30_000 })

  // Premium: the pricing page says so and offers to manage the subscription, not to buy it.
  await page.goto('/pricing')
  await expect(plan(page, 'Premium Plan').getByTestId('plan-badge')).toHaveText('Your current plan')
  await expect(page.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
    'href',
    '/app/subscription',
  )
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Try Free First' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Manage subscription' }).click()
  await expect(statusBadge(page)).toHaveText(/ACTIVE/)
  const subscriptionId = await detail(page, 'Billing Information', 'Subscription ID').textContent()
  const periodEnd = (await detail(page, 'Billing Information', 'Next billing date').textContent()) ?? ''

  // Cancel through an accessible dialog: focus starts on the safe choice and stays in the
  // dialog, Escape closes it and the focus goes back to the button that opened it.
  const cancelButton = page.getByRole('button', { name: 'Cancel Subscription' })
  await cancelButton.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Keep Premium' })).toBeFocused()
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cancelButton).toBeFocused()

  await cancelButton.click()
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByTestId('subscription-outcome')).toContainText(
    'Subscription cancellation has been initiated.',
  )
  await expect(statusBadge(page)).toHaveText(/CANCELLED/)
  // Nothing more is billed: the screen says until when access lasts, not a next billing date.
  await expect(detail(page, 'Billing Information', 'Access until')).toHaveText(periodEnd)
  await expect(page.getByText('Next billing date', { exact: true })).toHaveCount(0)

  // Paying again from the stale pricing page: refused with the way forward.
  await stalePricing.getByRole('button', { name: 'Upgrade to Premium' }).click()
  const refusal = stalePricing.getByRole('alert')
  await expect(refusal).toContainText(`You already have Premium until ${periodEnd}.`)
  await expect(refusal).toContainText('Resume your subscription from the Subscription page')
  await expect(refusal.getByRole('link', { name: 'Go to my subscription' })).toHaveAttribute(
    'href',
    '/app/subscription',
  )
  await expect(stalePricing).toHaveURL(/\/pricing$/)

  // The old checkout's address opened again: refused before any card field.
  const reopened = await context.newPage()
  await reopened.goto(oldCheckout.url())
  await expect(reopened.getByRole('heading', { name: 'You already have Tipsy Premium' })).toBeVisible()
  await expect(reopened.getByLabel('Card number')).toHaveCount(0)
  await reopened.close()

  // Paying in the checkout opened before the purchase: refused by the provider, nothing charged.
  await fillSandboxCheckout(oldCheckout, 'Olly Once')
  await oldCheckout.getByRole('button', { name: 'Pay $9.99' }).click()
  await expect(oldCheckout.getByRole('heading', { name: 'You already have Tipsy Premium' })).toBeVisible()
  await expect(oldCheckout.getByRole('alert')).toContainText('no payment was taken')
  await oldCheckout.getByRole('link', { name: 'Go to my subscription' }).click()
  await expect(oldCheckout).toHaveURL(/\/app\/subscription$/)
  // Still the one subscription the user paid for.
  await expect(detail(oldCheckout, 'Billing Information', 'Subscription ID')).toHaveText(subscriptionId ?? '')

  // Resume instead: the same subscription renews again, and nothing is charged now.
  await page.getByRole('button', { name: 'Resume subscription' }).click()
  await expect(page.getByTestId('subscription-outcome')).toContainText(
    `Your subscription is active again. It renews on ${periodEnd}`,
  )
  await expect(statusBadge(page)).toHaveText(/ACTIVE/)
  await expect(detail(page, 'Billing Information', 'Next billing date')).toHaveText(periodEnd)
  await expect(detail(page, 'Billing Information', 'Subscription ID')).toHaveText(subscriptionId ?? '')
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0)
})
