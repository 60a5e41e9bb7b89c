import { describe, expect, it } from 'vitest'
import { formatMoney, listInEnglish, premiumPriceLabel } from './plans'

describe('formatMoney', () => {
  it('divides the minor units by 100 and formats en-US currency', () => {
    expect(formatMoney(999, 'USD')).toBe('$9.99')
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56')
    expect(formatMoney(0, 'USD')).toBe('$0.00')
  })

  it('uses the subscription’s currency, in any case', () => {
    expect(formatMoney(999, 'EUR')).toBe('€9.99')
    expect(formatMoney(999, 'gbp')).toBe('£9.99')
  })

  it('defaults to USD when no currency is given', () => {
    expect(formatMoney(999, '')).toBe('$9.99')
    expect(formatMoney(999, null)).toBe('$9.99')
    expect(formatMoney(999)).toBe('$9.99')
  })

  it('shows the code beside the number for a currency Intl does not know', () => {
    expect(formatMoney(999, 'not-a-currency')).toBe('9.99 NOT-A-CURRENCY')
  })
})

describe('premiumPriceLabel', () => {
  it('is the Premium price as pages show it', () => {
    expect(premiumPriceLabel).toBe('$9.99')
  })
})

describe('listInEnglish', () => {
  it('joins words with commas and a final "and"', () => {
    expect(listInEnglish([])).toBe('')
    expect(listInEnglish(['sober'])).toBe('sober')
    expect(listInEnglish(['sober', 'tipsy'])).toBe('sober and tipsy')
    expect(listInEnglish(['sober', 'tipsy', 'drunk'])).toBe('sober, tipsy and drunk')
  })
})
