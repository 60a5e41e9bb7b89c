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
  /**
   * The text's last revision: its date (YYYY-MM-DD), shown as "Last updated", and a fingerprint
   * of the text as it was then. legal-documents.test.ts fails when the text changes and the
   * fingerprint does not, so the date is moved with every real change and only then.
   */
  revision: { date: string; fingerprint: string }
  intro: readonly string[]
  sections: readonly LegalSection[]
  /** Shown after the numbered sections. */
  closing?: LegalBlock
}

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text })
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items })
export const contact = (text: string): LegalBlock => ({ kind: 'contact', text })

/** What the fingerprint covers: everything the page says, nothing about how it is shown. */
export const legalText = (document: LegalDocument): string =>
  JSON.stringify([
    document.title,
    document.description,
    document.intro,
    document.sections,
    document.closing ?? null,
  ])
