import type { BlogArticle } from '~/content/blog/types'
import { articleWordCount, readMinutes, readTimeLabel } from './read-time'

/** docs/product.md §3 "Blog article entry". */
export interface BlogListEntry {
  id: string
  title: string
  description: string
  path: string
  date: string
  /** "9 min read". */
  readTime: string
  category: BlogArticle['category']
  keywords: string[]
}

export function toListEntry(article: BlogArticle): BlogListEntry {
  return {
    id: article.id,
    title: article.title,
    description: article.description,
    path: article.path,
    date: article.date,
    readTime: readTimeLabel(readMinutes(articleWordCount(article))),
    category: article.category,
    keywords: article.keywords,
  }
}
