/** docs/product.md §3 "Blog article entry" plus the article body. One file per article in this folder. */
export interface BlogArticle {
  /** Stable slug, also the last path segment: 'pickup-lines'. */
  id: string
  title: string
  /** One or two sentences for the list card, meta description and BlogPosting. */
  description: string
  /** '/blog/pickup-lines' — exactly the route of docs/product.md §2. */
  path: `/blog/${string}`
  /** ISO date of publication (docs/product.md §2 "Blog" gives them per family). */
  date: string
  category: 'Text Analysis' | 'Learning Guide' | 'AI Tools' | 'Communication' | 'Dating & Flirting'
  keywords: string[]
  /** Which call to action closes the article (docs/product.md §2 "Blog"). */
  family: 'analysis' | 'pickup-lines' | 'bio'
  /** The body: an intro, then sections with headings. Read time is computed from these words. */
  intro: string[]
  sections: BlogSection[]
}

export interface BlogSection {
  heading: string
  blocks: BlogBlock[]
}

export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  /** A sample message, optionally with what makes it work (or fail). */
  | { kind: 'example'; label?: string; message: string; note?: string }
  | { kind: 'tip'; text: string }
  | { kind: 'subheading'; text: string }
