import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LegalDocument } from '~/content/legal/types'
import { LegalDocumentView } from './legal-document'

const document: LegalDocument = {
  title: 'Sample Policy',
  description: 'A policy for tests.',
  keywords: [],
  revision: { date: '2026-11-22', fingerprint: 'not checked here' },
  intro: ['Why this exists.'],
  sections: [
    { heading: 'First', blocks: [{ kind: 'paragraph', text: 'A paragraph.' }] },
    { heading: 'Second', blocks: [{ kind: 'list', items: ['one', 'two'] }] },
    { heading: 'Contact', blocks: [{ kind: 'contact', text: 'Write to us at' }] },
  ],
}

describe('LegalDocumentView', () => {
  it('shows the title, the update date and numbered section headings', () => {
    render(<LegalDocumentView document={document} />)

    expect(screen.getByRole('heading', { level: 1, name: 'Sample Policy' })).toBeInTheDocument()
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated November 22, 2026')
    expect(screen.getByTestId('legal-operator')).toHaveTextContent(
      'Tipsy is operated by The Tipsy team, who is responsible for this service',
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. First',
      '2. Second',
      '3. Contact',
    ])
  })

  it('links the configured support mailbox', () => {
    render(<LegalDocumentView document={document} />)
    expect(screen.getByRole('link', { name: 'support@tipsy.chat' })).toHaveAttribute(
      'href',
      'mailto:support@tipsy.chat',
    )
  })
})
