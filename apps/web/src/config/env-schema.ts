import * as z from 'zod/mini'

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)

export const DEFAULT_AFFILIATE_URL = 'https://www.amazon.com/s?k=communication+skills+books'
export const DEFAULT_AFFILIATE_LABEL = 'Top-rated books on conversation and communication skills'
/** Who runs this installation, named on the legal pages. Deployments set their own. */
export const DEFAULT_OPERATOR_NAME = 'The Tipsy team'

const envSchema = z.object({
  VITE_API_BASE: z.pipe(z.transform(blankToUndefined), z._default(z.string(), '/api')),
  VITE_SUPPORT_EMAIL: z.pipe(z.transform(blankToUndefined), z._default(z.email(), 'support@tipsy.chat')),
  VITE_SITE_URL: z.pipe(z.transform(blankToUndefined), z._default(z.url(), 'http://localhost:3000')),
  VITE_AFFILIATE_URL: z.pipe(z.transform(blankToUndefined), z._default(z.url(), DEFAULT_AFFILIATE_URL)),
  VITE_AFFILIATE_LABEL: z.pipe(
    z.transform(blankToUndefined),
    z._default(z.string(), DEFAULT_AFFILIATE_LABEL),
  ),
  VITE_OPERATOR_NAME: z.pipe(z.transform(blankToUndefined), z._default(z.string(), DEFAULT_OPERATOR_NAME)),
  VITE_OPERATOR_ADDRESS: z.pipe(z.transform(blankToUndefined), z._default(z.string(), '')),
})

/** The web app's build configuration (`VITE_*` variables), validated. */
export interface Env {
  /** Where the API lives; `/api` on the same origin by default. */
  apiBase: string
  supportEmail: string
  /** The public address, used for canonical links and structured data. */
  siteUrl: string
  /** The sponsored product link shown on every page (hidden for Premium). */
  affiliateUrl: string
  affiliateLabel: string
  /** The person or company that runs this installation and answers for it (legal pages). */
  operatorName: string
  /** Its postal address, shown beside the name when set. */
  operatorAddress: string
}

/** Fails with every invalid variable listed, so a bad configuration stops the build. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`)
  }
  const parsed = result.data
  return {
    apiBase: parsed.VITE_API_BASE.replace(/\/+$/, ''),
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
    siteUrl: parsed.VITE_SITE_URL.replace(/\/+$/, ''),
    affiliateUrl: parsed.VITE_AFFILIATE_URL,
    affiliateLabel: parsed.VITE_AFFILIATE_LABEL.trim(),
    operatorName: parsed.VITE_OPERATOR_NAME.trim(),
    operatorAddress: parsed.VITE_OPERATOR_ADDRESS.trim(),
  }
}
