import { describe, expect, it } from 'vitest'
import { DEFAULT_AFFILIATE_LABEL, DEFAULT_AFFILIATE_URL, DEFAULT_OPERATOR_NAME, parseEnv } from './env-schema'

describe('parseEnv', () => {
  it('uses the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      apiBase: '/api',
      supportEmail: 'support@tipsy.chat',
      siteUrl: 'http://localhost:3000',
      affiliateUrl: DEFAULT_AFFILIATE_URL,
      affiliateLabel: DEFAULT_AFFILIATE_LABEL,
      operatorName: DEFAULT_OPERATOR_NAME,
      operatorAddress: '',
    })
  })

  it('takes the operator named on the legal pages from the configuration', () => {
    expect(
      parseEnv({ VITE_OPERATOR_NAME: ' Example Ltd ', VITE_OPERATOR_ADDRESS: '1 High Street, London' }),
    ).toMatchObject({ operatorName: 'Example Ltd', operatorAddress: '1 High Street, London' })
  })

  it('treats empty values as unset and trims trailing slashes', () => {
    expect(
      parseEnv({
        VITE_API_BASE: 'https://api.example.com/',
        VITE_SUPPORT_EMAIL: '',
        VITE_SITE_URL: 'https://tipsy.chat/',
        VITE_AFFILIATE_URL: '',
      }),
    ).toMatchObject({
      apiBase: 'https://api.example.com',
      supportEmail: 'support@tipsy.chat',
      siteUrl: 'https://tipsy.chat',
      affiliateUrl: DEFAULT_AFFILIATE_URL,
    })
  })

  it('accepts a configured affiliate product', () => {
    expect(
      parseEnv({
        VITE_AFFILIATE_URL: 'https://shop.example.com/item?ref=tipsy',
        VITE_AFFILIATE_LABEL: ' A pocket guide to small talk ',
      }),
    ).toMatchObject({
      affiliateUrl: 'https://shop.example.com/item?ref=tipsy',
      affiliateLabel: 'A pocket guide to small talk',
    })
  })

  it('lists every invalid variable', () => {
    expect(() =>
      parseEnv({ VITE_SUPPORT_EMAIL: 'not-an-email', VITE_SITE_URL: 'nope', VITE_AFFILIATE_URL: 'shop' }),
    ).toThrow(/VITE_SUPPORT_EMAIL[\s\S]*VITE_SITE_URL[\s\S]*VITE_AFFILIATE_URL/)
  })
})
