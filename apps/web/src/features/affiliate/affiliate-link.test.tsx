import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_AFFILIATE_LABEL, DEFAULT_AFFILIATE_URL } from '~/config/env-schema'
import { AffiliateLink } from './affiliate-link'

describe('AffiliateLink', () => {
  it('shows the configured product, labelled as sponsored, opening safely in a new tab', () => {
    render(<AffiliateLink />)

    const aside = screen.getByRole('complementary', { name: 'Sponsored' })
    expect(aside).toHaveTextContent('Sponsored')
    const link = screen.getByRole('link', { name: /opens in a new tab/ })
    expect(link).toHaveTextContent(DEFAULT_AFFILIATE_LABEL)
    expect(link).toHaveAttribute('href', DEFAULT_AFFILIATE_URL)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer')
  })

  it('renders nothing when hidden (Premium is ad-free)', () => {
    const { container } = render(<AffiliateLink hidden />)
    expect(container).toBeEmptyDOMElement()
  })
})
