import { describe, expect, it } from 'vitest'
import type { BlogArticle } from '~/content/blog/types'
import { articleWordCount, readMinutes, readTimeLabel } from './read-time'

const article: BlogArticle = {
  id: 'x',
  title: 'Two words',
  description: 'Not counted: it is not part of the page body.',
  path: '/blog/x',
  date: '2025-10-18',
  category: 'AI Tools',
  keywords: [],
  family: 'analysis',
  intro: ['One two three.'],
  sections: [
    {
      heading: 'A heading',
      blocks: [
        { kind: 'paragraph', text: 'Four words in here.' },
        { kind: 'list', items: ['one', 'two — three'] },
        { kind: 'example', label: 'Label', message: 'hey you 👋', note: 'a note' },
        { kind: 'tip', text: 'Tip text.' },
        { kind: 'subheading', text: 'Sub' },
      ],
    },
  ],
}

describe('read time', () => {
  it('counts the words of the title, introduction, headings and every block, not symbols', () => {
    // 2 + 3 + 2 + 4 + 3 + (1 + 2 + 2) + 2 + 1
    expect(articleWordCount(article)).toBe(22)
  })

  it('rounds up at 200 words a minute, with at least one minute', () => {
    expect(readMinutes(0)).toBe(1)
    expect(readMinutes(200)).toBe(1)
    expect(readMinutes(201)).toBe(2)
    expect(readMinutes(1_999)).toBe(10)
    expect(readTimeLabel(9)).toBe('9 min read')
  })
})
