import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/test/render'
import Pricing, { meta } from './pricing'

const renderPricing = () => renderRoutes([{ path: '/pricing', element: <Pricing /> }], '/pricing')

describe('pricing page', () => {
  it('compares the Free and Premium plans with the limits of the plan table', () => {
    renderPricing()

    const free = within(screen.getByRole('region', { name: 'Free Plan' }))
    expect(free.getByText('$0')).toBeInTheDocument()
    for (const limit of [
      /20 messages a day/,
      /40 MessageIQ analyses/,
      /100 text-to-emoji/,
      /sober, tipsy, drunk and casual/,
      /last 10 messages/,
      /sponsored links/,
    ]) {
      expect(free.getByText(limit)).toBeInTheDocument()
    }
    const premium = within(screen.getByRole('region', { name: 'Premium Plan' }))
    expect(premium.getByText('$9.99')).toBeInTheDocument()
    expect(premium.getByText('per month')).toBeInTheDocument()
    for (const feature of [
      /^Unlimited generations/,
      /all eight sliders/,
      /JSON and CSV/,
      /Ad-free/,
      /Priority support/,
      /Early access/,
    ]) {
      expect(premium.getByText(feature)).toBeInTheDocument()
    }
    expect(premium.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
  })

  it('offers the free plan first and at the end, both into the app', () => {
    renderPricing()
    expect(screen.getByRole('link', { name: 'Try Free First' })).toHaveAttribute('href', '/app')
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/app')
  })

  it('lists six premium features and an FAQ', () => {
    renderPricing()
    expect(
      within(screen.getByRole('region', { name: 'What Premium adds' })).getAllByRole('listitem'),
    ).toHaveLength(6)
    expect(
      within(screen.getByRole('region', { name: /Frequently asked/ })).getAllByRole('button').length,
    ).toBeGreaterThanOrEqual(5)
  })

  it('adds FAQPage structured data', () => {
    const data = meta().flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'FAQPage' }))
  })
})
