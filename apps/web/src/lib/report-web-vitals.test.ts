import { afterEach, describe, expect, it, vi } from 'vitest'

const observers: Record<string, (metric: unknown) => void> = {}
vi.mock('web-vitals', () => {
  const observe = (name: string) => (callback: (metric: unknown) => void) => {
    observers[name] = callback
  }
  return {
    onLCP: observe('LCP'),
    onCLS: observe('CLS'),
    onINP: observe('INP'),
    onFCP: observe('FCP'),
    onTTFB: observe('TTFB'),
  }
})

describe('startReportingWebVitals', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends what was measured to our own endpoint in one beacon when the page is hidden', async () => {
    const sendBeacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    const { startReportingWebVitals } = await import('./report-web-vitals')
    startReportingWebVitals()
    observers.LCP?.({ name: 'LCP', value: 1200, rating: 'good', navigationType: 'navigate' })
    observers.CLS?.({ name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate' })

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))

    expect(sendBeacon).toHaveBeenCalledOnce()
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob]
    expect(url).toBe('/api/analytics/vitals')
    expect(JSON.parse(await blob.text())).toEqual({
      metrics: [
        { name: 'LCP', value: 1200, rating: 'good', path: '/', navigationType: 'navigate' },
        { name: 'CLS', value: 0.01, rating: 'good', path: '/', navigationType: 'navigate' },
      ],
    })
    // Nothing new measured: nothing more is sent.
    document.dispatchEvent(new Event('visibilitychange'))
    expect(sendBeacon).toHaveBeenCalledOnce()
  })
})
