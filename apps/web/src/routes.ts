import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { blogArticleRoutes, paths, type RouteEntry } from './config/paths'

/*
 * The route modules, keyed by the one route table in config/paths.ts: a path is written there
 * once, and routes.test.ts checks that every entry has a screen and every screen an entry.
 */

/** A top-level path as React Router writes it ("/pricing" → "pricing"). */
const at = (entry: RouteEntry) => entry.path.slice(1)
/** A path under /app, relative to it ("/app/history" → "history"). */
const inApp = (entry: RouteEntry) => entry.path.slice(paths.app.path.length + 1)

/** Every article path renders the same module, which finds its article by path. */
const blogArticles = blogArticleRoutes.map((entry) =>
  route(at(entry), 'routes/blog/article.tsx', { id: `blog-article${entry.path.replaceAll('/', '-')}` }),
)

export default [
  index('routes/landing.tsx'),
  route(at(paths.login), 'routes/login.tsx'),
  route(at(paths.about), 'routes/about.tsx'),
  route(at(paths.pricing), 'routes/pricing.tsx'),
  route(at(paths.privacyPolicy), 'routes/legal.tsx', { id: 'privacy-policy' }),
  route(at(paths.termsConditions), 'routes/legal.tsx', { id: 'terms-conditions' }),
  route(at(paths.paymentPolicy), 'routes/legal.tsx', { id: 'payment-policy' }),
  route(at(paths.blog), 'routes/blog/index.tsx'),
  ...blogArticles,
  route(at(paths.app), 'routes/app/layout.tsx', [
    index('routes/app/message-iq.tsx', { id: 'app-index' }),
    route(inApp(paths.appMessageIq), 'routes/app/message-iq.tsx'),
    route(inApp(paths.appMessageGenerator), 'routes/app/message-generator.tsx'),
    route(inApp(paths.appAbout), 'routes/about.tsx', { id: 'app-about' }),
    // docs/product.md §2: the message may also be given as a path segment.
    route(`${inApp(paths.appTextToEmoji)}/:message?`, 'routes/app/text-to-emoji.tsx'),
    route(inApp(paths.appHistory), 'routes/app/history.tsx'),
    route(inApp(paths.appDashboard), 'routes/app/dashboard.tsx'),
    route(inApp(paths.appSubscription), 'routes/app/subscription.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'app-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
