import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/*
 * axe-core put in every page before its scripts run (`page.addInitScript({ path: AXE_SOURCE })`)
 * and called in place, as a11y.spec.ts does for every screen. AxeBuilder injects it again for each
 * check and finishes each run in a page of its own: about 2 s a check against 0.3–0.7 s (measured
 * on the public pages), when the a11y checks were a third of the whole end-to-end run.
 */
export const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
}

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> }
  }
}

/** The serious and critical axe-core violations on the page as it is, with where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (options) => {
    // Colours are read as they are painted: let fades and slides that end come to rest first.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
    return (await window.axe.run(document, options)).violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.map(String).join(' ')),
    }))
  }, AXE_OPTIONS)
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`)
}
