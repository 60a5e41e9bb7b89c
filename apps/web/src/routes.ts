import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { blogArticleRoutes } from './config/paths'

/** Every article path renders the same module, which finds its article by path. */
const blogArticles = blogArticleRoutes.map((entry) =>
  route(entry.path.slice(1), 'routes/blog/article.tsx', {
    id: `blog-article${entry.path.replaceAll('/', '-')}`,
  }),
)

export default [
  index('routes/landing.tsx'),
  route('login', 'routes/login.tsx'),
  route('about', 'routes/about.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('privacy-policy', 'routes/legal.tsx', { id: 'privacy-policy' }),
  route('terms-conditions', 'routes/legal.tsx', { id: 'terms-conditions' }),
  route('payment-policy', 'routes/legal.tsx', { id: 'payment-policy' }),
  route('blog', 'routes/blog/index.tsx'),
  ...blogArticles,
  route('app', 'routes/app/layout.tsx', [
    index('routes/app/message-iq.tsx', { id: 'app-index' }),
    route('message-iq', 'routes/app/message-iq.tsx'),
    route('message-generator', 'routes/app/message-generator.tsx'),
    route('about', 'routes/about.tsx', { id: 'app-about' }),
    route('text-to-emoji/:message?', 'routes/app/text-to-emoji.tsx'),
    route('history', 'routes/app/history.tsx'),
    route('dashboard', 'routes/app/dashboard.tsx'),
    route('subscription', 'routes/app/subscription.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'app-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
