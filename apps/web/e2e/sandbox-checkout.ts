import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Fills the sandbox's hosted checkout (already open) with the card that always succeeds. */
export async function fillSandboxCheckout(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/34')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('textbox', { name: 'Name on card' }).fill(name)
  await page.getByRole('textbox', { name: 'Street' }).fill('1 Market Street')
  await page.getByRole('textbox', { name: 'City' }).fill('San Francisco')
  await page.getByRole('textbox', { name: 'State' }).fill('CA')
  await page.getByRole('textbox', { name: 'ZIP / postcode' }).fill('94105')
  await page.getByRole('textbox', { name: 'Country (2 letters)' }).fill('US')
}

/** From the pricing page (signed in, Free) to the sandbox's hosted checkout. */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click()
  await expect(page).toHaveURL(/\/api\/billing\/sandbox\/checkout\?/)
}
