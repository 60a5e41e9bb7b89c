import { describe, expect, it } from 'vitest'
import { seo } from './seo'

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
    expect(find('name', 'twitter:card')?.content).toBe('summary')
    expect(find('name', 'twitter:description')?.content).toBe('Sign in to Tipsy.')
  })

  it('adds Organization and WebApplication structured data with the SPEC figures', () => {
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
})
