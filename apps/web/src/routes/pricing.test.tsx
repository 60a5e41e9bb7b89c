import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
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
    expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/login')
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
      within(screen.getByRole('region', { name: /Frequently asked/ })).getAllByRole('heading', { level: 3 })
        .length,
    ).toBeGreaterThanOrEqual(5)
  })

  it('adds FAQPage structured data', () => {
    const data = meta().flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'FAQPage' }))
  })

  it('shows a signed-in Free user their plan and the upgrade, not "Try Free First"', async () => {
    signInForTest()
    mockFetch(() => json(freePlan()))
    renderPricing()

    const free = screen.getByRole('region', { name: 'Free Plan' })
    expect(await within(free).findByText('Your current plan')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Try Free First' })).not.toBeInTheDocument()
    expect(within(free).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    )
    const premium = within(screen.getByRole('region', { name: 'Premium Plan' }))
    expect(premium.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
    expect(premium.getByText('Most popular')).toBeInTheDocument()
  })

  it('shows a Premium user their plan and "Manage subscription", with no way to buy it again', async () => {
    signInForTest()
    mockFetch(() => json(premiumPlan()))
    renderPricing()

    const premium = screen.getByRole('region', { name: 'Premium Plan' })
    expect(await within(premium).findByText('Your current plan')).toBeInTheDocument()
    expect(within(premium).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/app/subscription',
    )
    expect(within(premium).getByText('Renews on February 1, 2026.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Try Free First' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' })).toHaveLength(1)
  })

  it('names the end date of a cancelled Premium plan, never a renewal', async () => {
    signInForTest()
    mockFetch(() => json(premiumPlan({ premiumRenews: false })))
    renderPricing()
    const premium = screen.getByRole('region', { name: 'Premium Plan' })
    expect(await within(premium).findByText('Your current plan')).toBeInTheDocument()
    expect(
      within(premium).getByText(
        'Cancelled: Premium ends on February 1, 2026, and you are not charged again.',
      ),
    ).toBeInTheDocument()
    expect(within(premium).queryByText(/Renews/)).not.toBeInTheDocument()
  })

  it('offers no purchase until a signed-in user’s plan is known', () => {
    signInForTest()
    mockFetch(() => new Promise<Response>(() => undefined))
    renderPricing()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan...')
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument()
  })
})
