import { defaultTones } from '@tipsy/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch, signInForTest } from '~/test/http'
import { streamGeneratedMessages } from './generate-messages-stream'

afterEach(() => {
  window.dispatchEvent(new Event('pageshow'))
})

describe('streamGeneratedMessages', () => {
  it('does not ask again without the stream when the stream was cut by the page unloading', async () => {
    signInForTest()
    const http = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    window.dispatchEvent(new Event('beforeunload'))

    await expect(
      streamGeneratedMessages({ prompt: 'Ask Sam to dinner', tones: defaultTones }, () => undefined),
    ).rejects.toMatchObject({ status: 0 })

    expect(http.callsTo('/api/messages/generate/stream')).toHaveLength(1)
    expect(http.callsTo('/api/messages/generate')).toHaveLength(0)
  })
})
