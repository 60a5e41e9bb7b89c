/** A legal page as data: numbered sections of paragraphs and lists. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** A sentence followed by a link to the support mailbox. */
  | { kind: 'contact'; text: string }

export interface LegalSection {
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  title: string
  /** The page's search description and keywords. */
  description: string
  keywords: readonly string[]
  /** docs/product.md §2: every legal page was last updated in December 2024. */
  lastUpdated: 'December 2024'
  intro: readonly string[]
  sections: readonly LegalSection[]
  /** Shown after the numbered sections. */
  closing?: LegalBlock
}

export const LAST_UPDATED = 'December 2024'

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text })
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items })
export const contact = (text: string): LegalBlock => ({ kind: 'contact', text })
