import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInLocally } from './local-sign-in'

const BUILD = resolve(import.meta.dirname, '../build/client')

/** Budgets for the JavaScript a page loads before it is usable, gzipped (issue 8 "Web"). */
const BUDGET_KB = { landing: 130, app: 200 }

/** Gzipped size (read from the build, not the wire) of every script requested until `ready` resolves. */
async function initialScriptKb(page: Page, ready: () => Promise<void>): Promise<number> {
  const scripts = new Set<string>()
  const record = (request: { url(): string }) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
  }
  page.on('request', record)
  await ready()
  page.off('request', record)
  let bytes = 0
  for (const path of scripts) bytes += gzipSync(readFileSync(resolve(BUILD, `.${path}`)), { level: 9 }).length
  return bytes / 1024
}

test('the landing page loads at most 130 KB of gzipped JavaScript', async ({ page }) => {
  const kb = await initialScriptKb(page, async () => {
    await page.goto('/', { waitUntil: 'load' })
  })
  console.info(`initial JS of /: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB.landing} KB)`)
  expect(kb).toBeLessThanOrEqual(BUDGET_KB.landing)
})

test('the signed-in app loads at most 200 KB of gzipped JavaScript', async ({ page }) => {
  await signInLocally(page)
  const kb = await initialScriptKb(page, async () => {
    await page.goto('/app')
    await expect(page.getByRole('button', { name: 'Analyze' })).toBeVisible()
  })
  console.info(`initial JS of /app: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB.app} KB)`)
  expect(kb).toBeLessThanOrEqual(BUDGET_KB.app)
})
