import { publicRoutes } from '../src/config/paths'
import { articles } from '../src/content/blog'

export interface PublicPage {
  path: string
  /** The page's h1, present in the prerendered HTML. */
  heading: string
  /** Structured data types the page must carry beyond Organization and WebApplication. */
  jsonLd: string[]
}

const headings: Record<string, string> = {
  '/': "Don't let your message suck",
  '/login': 'Welcome to Tipsy',
  '/about': 'About Tipsy',
  '/pricing': 'Better messages for free. No limits for $9.99.',
  '/privacy-policy': 'Privacy Policy',
  '/terms-conditions': 'Terms & Conditions',
  '/payment-policy': 'Payment Policy',
  '/blog': 'The Tipsy Blog',
}

const extraJsonLd: Record<string, string[]> = {
  '/': ['FAQPage'],
  '/pricing': ['FAQPage'],
  '/blog': ['Blog', 'BreadcrumbList'],
}

/** Every public route of the route table, with what its prerendered HTML must show. */
export const publicPages: PublicPage[] = publicRoutes.map(({ path }) => {
  const article = articles.find((candidate) => candidate.path === path)
  const heading = headings[path] ?? article?.title
  if (!heading) throw new Error(`No expected heading for ${path}`)
  return {
    path,
    heading,
    jsonLd: article ? ['BlogPosting', 'BreadcrumbList'] : (extraJsonLd[path] ?? []),
  }
})

export { articles }
