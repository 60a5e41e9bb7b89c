import { describe, expect, it } from 'vitest'
import { blogArticleRoutes, paths, publicRoutes, routeName, textToEmojiPath } from './paths'

const specRoutes = [
  '/',
  '/login',
  '/about',
  '/pricing',
  '/privacy-policy',
  '/terms-conditions',
  '/payment-policy',
  '/blog',
  '/blog/text-analyzer',
  '/blog/how-to-analyze-text',
  '/blog/text-sentiment-analyzer',
  '/blog/text-message-analyzer',
  '/blog/pickup-lines',
  '/blog/best-pickup-lines',
  '/blog/funny-pickup-lines',
  '/blog/rizz-pickup-lines',
  '/blog/dirty-pickup-lines',
  '/blog/dating-app-bio-generator',
  '/app',
  '/app/message-iq',
  '/app/message-generator',
  '/app/text-to-emoji',
  '/app/dashboard',
  '/app/history',
  '/app/subscription',
  '/app/about',
]

describe('route table', () => {
  it('holds every route of docs/product.md §2 exactly once', () => {
    expect(
      Object.values(paths)
        .map((entry) => entry.path)
        .sort(),
    ).toEqual([...specRoutes].sort())
  })

  it('lists the public pages (everything outside /app) and the ten blog articles', () => {
    expect(publicRoutes.map((entry) => entry.path)).toEqual(
      specRoutes.filter((path) => !path.startsWith('/app')),
    )
    expect(blogArticleRoutes).toHaveLength(10)
    expect(blogArticleRoutes.every((entry) => entry.path.startsWith('/blog/'))).toBe(true)
  })

  it('names paths for people', () => {
    expect(routeName('/app/message-iq')).toBe('MessageIQ')
    expect(routeName('/terms-conditions')).toBe('Terms & Conditions')
    expect(routeName('/app/text-to-emoji/see%20you%20soon')).toBe('See you soon')
    expect(routeName('/app/text-to-emoji/%E0%A4%A')).toBe('%E0%A4%A')
  })

  it('puts the text-to-emoji message in the path, encoded', () => {
    expect(textToEmojiPath('hi / there?')).toBe('/app/text-to-emoji/hi%20%2F%20there%3F')
  })
})
