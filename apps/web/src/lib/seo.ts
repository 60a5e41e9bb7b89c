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

/** The social-sharing picture (public/og-image.png), 1200 × 630 as Open Graph recommends. */
export const SOCIAL_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: "Tipsy — Don't let your message suck. A chat bubble with a tone dial from sober to drunk.",
} as const

/** The square logo used as the publisher's logo in structured data (public/logo.png). */
export const LOGO_PATH = '/logo.png'

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
  /** Articles are `article`, everything else a `website`. */
  type?: 'website' | 'article'
  /** ISO date, for articles. */
  publishedTime?: string
}

export const absoluteUrl = (path: string): string => `${env.siteUrl}${path === '/' ? '/' : path}`

export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
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

export interface FaqEntry {
  question: string
  answer: string
}

export function faqJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}

export interface BlogPostingInput {
  title: string
  description: string
  path: string
  /** ISO date. */
  date: string
  category: string
  keywords: readonly string[]
  wordCount: number
  readMinutes: number
}

export function blogPostingJsonLd(post: BlogPostingInput): Record<string, unknown> {
  const publisher = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH), width: 512, height: 512 },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(SOCIAL_IMAGE.path),
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    },
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: `${SITE_NAME} Team`, url: absoluteUrl('/about') },
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(post.path) },
    url: absoluteUrl(post.path),
    articleSection: post.category,
    keywords: post.keywords.join(', '),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readMinutes}M`,
    inLanguage: 'en',
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
  type = 'website',
  publishedTime,
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path)
  const image = absoluteUrl(SOCIAL_IMAGE.path)
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: [...keywords, ...DEFAULT_KEYWORDS].join(', ') },
    { name: 'robots', content: noIndex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: SOCIAL_IMAGE.alt },
    ...(publishedTime ? [{ property: 'article:published_time', content: publishedTime }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: SOCIAL_IMAGE.alt },
    ...[organizationJsonLd(), webApplicationJsonLd(), ...jsonLd].map((data) => ({ 'script:ld+json': data })),
  ]
}
