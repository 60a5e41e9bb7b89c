import { describe, expect, it } from 'vitest'
import { checkoutUrl } from './checkout-url'

const origin = 'https://tipsy.chat'

describe('checkoutUrl', () => {
  it('returns to the dashboard from a hosted checkout, for one subscription', () => {
    const url = new URL(checkoutUrl({ checkoutUrl: 'https://pay.example.com/buy/pdt_1', origin }))
    expect(url.origin + url.pathname).toBe('https://pay.example.com/buy/pdt_1')
    expect(url.searchParams.get('quantity')).toBe('1')
    expect(url.searchParams.get('redirectUrl')).toBe('https://tipsy.chat/app/dashboard')
    expect(url.searchParams.has('email')).toBe(false)
    expect(url.searchParams.has('disableEmail')).toBe(false)
  })

  it('prefills and locks a known e-mail', () => {
    const url = new URL(
      checkoutUrl({
        checkoutUrl: 'https://pay.example.com/buy/pdt_1?ref=x',
        origin,
        email: 'ada@example.com',
      }),
    )
    expect(url.searchParams.get('email')).toBe('ada@example.com')
    expect(url.searchParams.get('disableEmail')).toBe('true')
    expect(url.searchParams.get('ref')).toBe('x')
  })

  it('keeps a checkout on this site relative', () => {
    expect(checkoutUrl({ checkoutUrl: '/app/subscription', origin })).toBe(
      '/app/subscription?quantity=1&redirectUrl=https%3A%2F%2Ftipsy.chat%2Fapp%2Fdashboard',
    )
  })
})
