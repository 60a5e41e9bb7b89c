import { z } from 'zod'

export const webVitalNames = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const

export const webVitalSchema = z.strictObject({
  name: z.enum(webVitalNames),
  /** Milliseconds, except CLS (a unitless score). */
  value: z.number().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  /** The page's path, without query or hash. */
  path: z.string().startsWith('/').max(300),
  navigationType: z.string().max(40).optional(),
})
export type WebVital = z.infer<typeof webVitalSchema>

/** Browsers send what they measured in batches (one beacon when the page is hidden). */
export const recordVitalsRequestSchema = z.strictObject({ metrics: z.array(webVitalSchema).min(1).max(20) })
export const recordVitalsResponseSchema = z.object({ recorded: z.number().int() })
