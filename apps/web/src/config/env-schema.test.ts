import { describe, expect, it } from 'vitest'
import { parseEnv } from './env-schema'

describe('parseEnv', () => {
  it('uses the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      apiBase: '/api',
      supportEmail: 'support@tipsy.chat',
      siteUrl: 'http://localhost:3000',
    })
  })

  it('treats empty values as unset and trims trailing slashes', () => {
    expect(
      parseEnv({
        VITE_API_BASE: 'https://api.example.com/',
        VITE_SUPPORT_EMAIL: '',
        VITE_SITE_URL: 'https://tipsy.chat/',
      }),
    ).toEqual({
      apiBase: 'https://api.example.com',
      supportEmail: 'support@tipsy.chat',
      siteUrl: 'https://tipsy.chat',
    })
  })

  it('lists every invalid variable', () => {
    expect(() => parseEnv({ VITE_SUPPORT_EMAIL: 'not-an-email', VITE_SITE_URL: 'nope' })).toThrow(
      /VITE_SUPPORT_EMAIL[\s\S]*VITE_SITE_URL/,
    )
  })
})
