import { describe, expect, it } from 'vitest'
import { blogPostingJsonLd, faqJsonLd, seo } from './seo'

describe('seo', () => {
  const tags = seo({
    title: 'Sign In | Tipsy',
    description: 'Sign in to Tipsy.',
    path: '/login',
    keywords: ['login'],
  })
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined

  it('sets title, description, keywords and the canonical address', () => {
    expect(tags).toContainEqual({ title: 'Sign In | Tipsy' })
    expect(find('name', 'description')).toEqual({ name: 'description', content: 'Sign in to Tipsy.' })
    expect(find('name', 'keywords')?.content).toMatch(/^login, /)
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/login' })
  })

  it('sets Open Graph and Twitter tags', () => {
    expect(find('property', 'og:title')?.content).toBe('Sign In | Tipsy')
    expect(find('property', 'og:url')?.content).toBe('http://localhost:3000/login')
    expect(find('property', 'og:type')?.content).toBe('website')
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find('property', 'og:image')?.content).toBe('http://localhost:3000/og-image.png')
    expect(find('name', 'twitter:image')?.content).toBe('http://localhost:3000/og-image.png')
    expect(find('name', 'twitter:description')?.content).toBe('Sign in to Tipsy.')
  })

  it('adds Organization and WebApplication structured data with the figures of docs/product.md §2', () => {
    const data = tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Tipsy' }))
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'WebApplication',
        applicationCategory: 'Productivity',
        browserRequirements: 'Requires an internet connection',
        offers: expect.objectContaining({ price: '0', priceCurrency: 'USD' }),
        aggregateRating: expect.objectContaining({ ratingValue: '4.8', ratingCount: '250' }),
      }),
    )
  })

  it('keeps private pages out of search results', () => {
    const robots = seo({ title: 't', description: 'd', path: '/', noIndex: true }).find(
      (tag) => (tag as Record<string, unknown>).name === 'robots',
    )
    expect((robots as { content?: string } | undefined)?.content).toBe('noindex, nofollow')
  })

  it('marks articles with their type and publication date', () => {
    const article = seo({
      title: 't',
      description: 'd',
      path: '/blog/x',
      type: 'article',
      publishedTime: '2025-10-18',
    })
    expect(article).toContainEqual({ property: 'og:type', content: 'article' })
    expect(article).toContainEqual({ property: 'article:published_time', content: '2025-10-18' })
  })
})

describe('structured data builders', () => {
  it('turns FAQ entries into an FAQPage', () => {
    expect(faqJsonLd([{ question: 'Is it free?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    })
  })

  it('describes a blog post with headline, image, date, author and publisher', () => {
    const post = blogPostingJsonLd({
      title: 'Pickup Lines',
      description: 'Lines that work.',
      path: '/blog/pickup-lines',
      date: '2025-10-26',
      category: 'Dating & Flirting',
      keywords: ['pickup lines', 'rizz'],
      wordCount: 1800,
      readMinutes: 9,
    })
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Pickup Lines',
      description: 'Lines that work.',
      image: { url: 'http://localhost:3000/og-image.png' },
      datePublished: '2025-10-26',
      author: { '@type': 'Organization', name: 'Tipsy Team' },
      publisher: { '@type': 'Organization', name: 'Tipsy', logo: { url: 'http://localhost:3000/logo.png' } },
      mainEntityOfPage: { '@id': 'http://localhost:3000/blog/pickup-lines' },
      keywords: 'pickup lines, rizz',
      timeRequired: 'PT9M',
    })
  })
})
