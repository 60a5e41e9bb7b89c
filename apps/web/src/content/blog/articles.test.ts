import { describe, expect, it } from 'vitest'
import { articles } from './index'
import type { BlogArticle } from './types'

/** docs/product.md §2 "Route table": the ten article paths. */
const ARTICLE_PATHS = [
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
]

/** docs/product.md §2 "Blog": published dates per family. */
const DATES: Record<BlogArticle['family'], string> = {
  analysis: '2025-10-18',
  'pickup-lines': '2025-10-26',
  bio: '2025-10-27',
}

const CATEGORIES = ['Text Analysis', 'Learning Guide', 'AI Tools', 'Communication', 'Dating & Flirting']
const WORDS_PER_MINUTE = 200

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Body text the reader reads: intro, paragraphs, list items, example messages and notes, tips. */
function bodyTexts(article: BlogArticle): string[] {
  const texts = [...article.intro]
  for (const section of article.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'paragraph' || block.kind === 'tip') texts.push(block.text)
      else if (block.kind === 'list') texts.push(...block.items)
      else if (block.kind === 'example') texts.push(block.message, block.note ?? '')
    }
  }
  return texts
}

/** Everything shown, including headings, subheadings and example labels. */
function allTexts(article: BlogArticle): string[] {
  const texts = bodyTexts(article)
  for (const section of article.sections) {
    texts.push(section.heading)
    for (const block of section.blocks) {
      if (block.kind === 'subheading') texts.push(block.text)
      else if (block.kind === 'example') texts.push(block.label ?? '')
    }
  }
  return texts
}

const wordsOf = (texts: string[]) => texts.reduce((sum, text) => sum + countWords(text), 0)

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map(normalize)
    .filter(Boolean)
}

/** Sample lines: example messages and quoted lines in list items. */
function sampleLines(article: BlogArticle): string[] {
  const lines: string[] = []
  for (const section of article.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'example') lines.push(block.message)
      else if (block.kind === 'list') {
        for (const item of block.items) {
          const quoted = item.match(/^(?:[^"]{0,60}: )?"(.+)"$/)
          if (quoted?.[1]) lines.push(quoted[1])
        }
      }
    }
  }
  return lines
}

describe('blog articles', () => {
  it('has all ten article paths of docs/product.md §2 exactly once', () => {
    const paths = articles.map((article) => article.path)
    expect(paths).toHaveLength(10)
    expect(new Set(paths).size).toBe(10)
    expect([...paths].sort()).toEqual([...ARTICLE_PATHS].sort())
  })

  it('starts with a strong featured article', () => {
    expect(['text-message-analyzer', 'pickup-lines']).toContain(articles[0]?.id)
  })

  describe.each(articles.map((article) => [article.id, article] as const))('%s', (id, article) => {
    it('has a path equal to /blog/{id} and listed in docs/product.md §2', () => {
      expect(article.path).toBe(`/blog/${id}`)
      expect(ARTICLE_PATHS).toContain(article.path)
    })

    it('carries its family date and a known category', () => {
      expect(article.date).toBe(DATES[article.family])
      expect(CATEGORIES).toContain(article.category)
      const expectedFamily = id.includes('pickup-lines')
        ? 'pickup-lines'
        : id.includes('bio')
          ? 'bio'
          : 'analysis'
      expect(article.family).toBe(expectedFamily)
    })

    it('has a 120–160 character description and 5–8 distinct keywords', () => {
      expect(article.description.length).toBeGreaterThanOrEqual(120)
      expect(article.description.length).toBeLessThanOrEqual(160)
      expect(article.keywords.length).toBeGreaterThanOrEqual(5)
      expect(article.keywords.length).toBeLessThanOrEqual(8)
      expect(new Set(article.keywords.map((k) => k.toLowerCase())).size).toBe(article.keywords.length)
    })

    it('reads in 8–12 minutes at 200 words per minute, however the words are counted', () => {
      const body = wordsOf(bodyTexts(article))
      const all = wordsOf(allTexts(article))
      expect(body).toBeGreaterThanOrEqual(1700)
      expect(all).toBeLessThanOrEqual(2300)
      for (const words of [body, all]) {
        for (const minutes of [Math.round(words / WORDS_PER_MINUTE), Math.ceil(words / WORDS_PER_MINUTE)]) {
          expect(minutes).toBeGreaterThanOrEqual(8)
          expect(minutes).toBeLessThanOrEqual(12)
        }
      }
    })

    it('has an intro, at least five headed sections, examples, lists and tips', () => {
      expect(article.intro.length).toBeGreaterThan(0)
      expect(article.sections.length).toBeGreaterThanOrEqual(5)
      for (const section of article.sections) {
        expect(section.heading.trim()).not.toBe('')
        expect(section.blocks.length).toBeGreaterThan(0)
      }
      const blocks = article.sections.flatMap((section) => section.blocks)
      const examples = blocks.filter((block) => block.kind === 'example')
      expect(examples.length).toBeGreaterThanOrEqual(4)
      expect(examples.filter((example) => example.note).length).toBeGreaterThanOrEqual(3)
      expect(blocks.some((block) => block.kind === 'list')).toBe(true)
      expect(blocks.some((block) => block.kind === 'tip')).toBe(true)
    })

    it('contains no placeholder or empty text', () => {
      for (const text of bodyTexts(article).filter(Boolean)) {
        expect(text.trim()).not.toBe('')
        expect(text).not.toMatch(/lorem ipsum|TODO|TBD|fast-paced world/i)
      }
    })
  })

  it('gives each pickup-line article at least 25 of its own lines', () => {
    for (const article of articles.filter((a) => a.family === 'pickup-lines')) {
      expect(sampleLines(article).length, article.id).toBeGreaterThanOrEqual(25)
    }
  })

  it('never repeats a sample line across articles', () => {
    const seen = new Map<string, string>()
    for (const article of articles) {
      for (const line of new Set(sampleLines(article).map(normalize))) {
        const owner = seen.get(line)
        expect(owner, `"${line}" appears in ${owner} and ${article.id}`).toBeUndefined()
        seen.set(line, article.id)
      }
    }
  })

  it('never repeats a sentence of 12 or more words across articles', () => {
    const seen = new Map<string, string>()
    for (const article of articles) {
      const own = new Set(allTexts(article).flatMap(sentences))
      for (const sentence of own) {
        if (countWords(sentence) < 12) continue
        const owner = seen.get(sentence)
        expect(owner, `"${sentence}" appears in ${owner} and ${article.id}`).toBeUndefined()
        seen.set(sentence, article.id)
      }
    }
  })

  it('keeps the bio advice of docs/product.md §9 in the bio article', () => {
    const bio = articles.find((article) => article.family === 'bio')
    const text = bio ? bodyTexts(bio).join(' ') : ''
    expect(text).toMatch(/50 (to|–) 100 characters/)
    expect(text).toMatch(/two or three emoji/)
    expect(text).toMatch(/up to 40%/)
  })
})
