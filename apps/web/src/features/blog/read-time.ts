import type { BlogArticle, BlogBlock } from '~/content/blog/types'

/** Reading speed used for the read time shown on articles. */
export const WORDS_PER_MINUTE = 200

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

function blockText(block: BlogBlock): string[] {
  switch (block.kind) {
    case 'list':
      return block.items
    case 'example':
      return [block.label ?? '', block.message, block.note ?? '']
    default:
      return [block.text]
  }
}

/** Every word a reader reads: title, introduction, headings and all blocks. */
export function articleWordCount(article: BlogArticle): number {
  const texts = [
    article.title,
    ...article.intro,
    ...article.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)]),
  ]
  return texts.reduce((sum, text) => sum + countWords(text), 0)
}

export const readMinutes = (wordCount: number): number => Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE))

export const readTimeLabel = (minutes: number): string => `${minutes} min read`
