export interface RouteEntry {
  path: string
  name: string
}

const route = (path: string, name: string): RouteEntry => ({ path, name })

/** Every route of docs/product.md §2 with the readable name used by links, the header and breadcrumbs. */
export const paths = {
  home: route('/', 'Home'),
  login: route('/login', 'Login'),
  about: route('/about', 'About'),
  pricing: route('/pricing', 'Pricing'),
  privacyPolicy: route('/privacy-policy', 'Privacy Policy'),
  termsConditions: route('/terms-conditions', 'Terms & Conditions'),
  paymentPolicy: route('/payment-policy', 'Payment Policy'),

  blog: route('/blog', 'Blog'),
  blogTextAnalyzer: route('/blog/text-analyzer', 'Text Analyzer'),
  blogHowToAnalyzeText: route('/blog/how-to-analyze-text', 'How to Analyze Text'),
  blogTextSentimentAnalyzer: route('/blog/text-sentiment-analyzer', 'Text Sentiment Analyzer'),
  blogTextMessageAnalyzer: route('/blog/text-message-analyzer', 'Text Message Analyzer'),
  blogPickupLines: route('/blog/pickup-lines', 'Pickup Lines'),
  blogBestPickupLines: route('/blog/best-pickup-lines', 'Best Pickup Lines'),
  blogFunnyPickupLines: route('/blog/funny-pickup-lines', 'Funny Pickup Lines'),
  blogRizzPickupLines: route('/blog/rizz-pickup-lines', 'Rizz Pickup Lines'),
  blogDirtyPickupLines: route('/blog/dirty-pickup-lines', 'Dirty Pickup Lines'),
  blogDatingAppBioGenerator: route('/blog/dating-app-bio-generator', 'Dating App Bio Generator'),

  app: route('/app', 'App'),
  appMessageIq: route('/app/message-iq', 'MessageIQ'),
  appMessageGenerator: route('/app/message-generator', 'Message Generator'),
  appTextToEmoji: route('/app/text-to-emoji', 'Text-to-Emoji'),
  appDashboard: route('/app/dashboard', 'Dashboard'),
  appHistory: route('/app/history', 'History'),
  appSubscription: route('/app/subscription', 'Subscription'),
  appAbout: route('/app/about', 'About'),
} as const satisfies Record<string, RouteEntry>

export type PathKey = keyof typeof paths

const isAppPath = (path: string) => path === paths.app.path || path.startsWith(`${paths.app.path}/`)

/** Every page outside /app: each is prerendered at build time and listed in sitemap.xml. */
export const publicRoutes: readonly RouteEntry[] = Object.values(paths).filter(
  (entry) => !isAppPath(entry.path),
)

/** The article pages under /blog; their texts live in `src/content/blog`. */
export const blogArticleRoutes: readonly RouteEntry[] = publicRoutes.filter((entry) =>
  entry.path.startsWith(`${paths.blog.path}/`),
)

/** docs/product.md §2: the message is given as a path segment (and also read from `?message=`). */
export const textToEmojiPath = (message: string) =>
  `${paths.appTextToEmoji.path}/${encodeURIComponent(message)}`

/** History's Analyses tab, or one analysis opened there (docs/product.md §2 "Analyses"). */
export function analysisHistoryPath(analysisId?: string): string {
  const search = new URLSearchParams({ tab: 'analyses' })
  if (analysisId) search.set('analysis', analysisId)
  return `${paths.appHistory.path}?${search}`
}

const namesByPath = new Map<string, string>(Object.values(paths).map((entry) => [entry.path, entry.name]))

/** The readable name of a path, or a humanised last segment for paths not in the table. */
export function routeName(pathname: string): string {
  const known = namesByPath.get(pathname)
  if (known) return known
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? ''
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // A malformed escape is shown as typed.
  }
  return decoded.replace(/[-_]+/g, ' ').replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
}
