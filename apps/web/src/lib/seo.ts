import type { MetaDescriptor } from 'react-router'
import { env } from '~/config/env'

export const SITE_NAME = 'Tipsy'
export const TAGLINE = "Don't let your message suck"

const DEFAULT_KEYWORDS = [
  'AI message writer',
  'text message generator',
  'message analyzer',
  'tone checker',
  'dating app messages',
  'text to emoji',
]

export interface SeoInput {
  title: string
  description: string
  /** The page's path, e.g. `/login`; the canonical address is built from VITE_SITE_URL. */
  path: string
  keywords?: readonly string[]
  /** Private or error pages: kept out of search results. */
  noIndex?: boolean
  /** Structured data beyond the site-wide Organization and WebApplication. */
  jsonLd?: readonly Record<string, unknown>[]
}

export const absoluteUrl = (path: string): string => `${env.siteUrl}${path === '/' ? '/' : path}`

export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    slogan: TAGLINE,
    email: env.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: env.supportEmail,
      availableLanguage: 'English',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    },
  }
}

export function webApplicationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    description: `${TAGLINE}. Write, analyse and rewrite everyday messages with AI and a tone dial from sober to drunk.`,
    applicationCategory: 'Productivity',
    operatingSystem: 'Web',
    browserRequirements: 'Requires an internet connection',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', ratingCount: '250', bestRating: '5' },
  }
}

/** Everything a page puts in its head: React Router `meta` descriptors. */
export function seo({
  title,
  description,
  path,
  keywords = [],
  noIndex = false,
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path)
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: [...keywords, ...DEFAULT_KEYWORDS].join(', ') },
    { name: 'robots', content: noIndex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...[organizationJsonLd(), webApplicationJsonLd(), ...jsonLd].map((data) => ({ 'script:ld+json': data })),
  ]
}
