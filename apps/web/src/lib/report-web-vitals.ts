import type { WebVital } from '@tipsy/contracts'
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import { env } from '~/config/env'

const queue: WebVital[] = []

function enqueue(metric: Metric): void {
  queue.push({
    name: metric.name,
    value: Math.max(0, metric.value),
    rating: metric.rating,
    path: window.location.pathname.slice(0, 300) || '/',
    navigationType: metric.navigationType,
  })
}

/** One beacon with everything measured so far; beacons survive the page being closed. */
function flush(): void {
  if (queue.length === 0) return
  const metrics = queue.splice(0, 20)
  const body = new Blob([JSON.stringify({ metrics })], { type: 'application/json' })
  navigator.sendBeacon?.(`${env.apiBase}/analytics/vitals`, body)
}

let started = false

/**
 * Measures LCP, CLS, INP, FCP and TTFB (docs/product.md §7 "Web Vitals") and sends them to our own
 * POST /api/analytics/vitals when the page is hidden — no third-party analytics.
 */
export function startReportingWebVitals(): void {
  // A prerendered page starts it on idle, and again when it hydrates: once is enough.
  if (started) return
  started = true
  for (const observe of [onLCP, onCLS, onINP, onFCP, onTTFB]) observe(enqueue)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)
}
