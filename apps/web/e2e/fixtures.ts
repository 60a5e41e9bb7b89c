import { test as base, expect } from '@playwright/test'

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void
  }
}

/** Every spec also fails on Content-Security-Policy violations (even swallowed ones) and page errors. */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      await page.exposeFunction('reportCspViolation', (violation: string) =>
        problems.push(`CSP: ${violation}`),
      )
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.reportCspViolation?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`)
        })
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
          problems.push(message.text())
        }
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await use(problems)
      expect(problems, 'CSP violations or page errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const noHorizontalScroll = () => document.documentElement.scrollWidth <= window.innerWidth
