import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { QuotaNote, quotaText } from './quota-note'

const resetsAt = '2026-01-02T00:00:00.000Z'

describe('quotaText', () => {
  it('counts what is left today and when it resets (UTC)', () => {
    expect(quotaText({ quota: 'generate', limit: 20, remaining: 12, resetsAt })).toBe(
      '12 of 20 generations left today · resets at 00:00 UTC',
    )
    expect(quotaText({ quota: 'analyze', limit: 40, remaining: 35, resetsAt })).toBe(
      '35 of 40 analyses and rewrites left today · resets at 00:00 UTC',
    )
    expect(quotaText({ quota: 'emoji', limit: 100, remaining: 0, resetsAt })).toBe(
      'No emoji generations left today · resets at 00:00 UTC',
    )
  })

  it('says "Unlimited" without a limit', () => {
    expect(quotaText({ quota: 'generate', limit: null, remaining: null, resetsAt })).toBe(
      'Unlimited generations',
    )
  })
})

const renderNote = () => renderRoutes([{ path: '/', element: <QuotaNote quota="generate" /> }], '/')

describe('QuotaNote', () => {
  it('shows a Free user what is left, with a way to Premium once the day’s quota is used up', async () => {
    signInForTest()
    mockFetch(() => json(freePlan({ usedToday: { generate: 20, analyze: 0, emoji: 0, reply: 0 } })))
    renderNote()
    expect(await screen.findByTestId('quota-generate')).toHaveTextContent(
      'No generations left today · resets at 00:00 UTC',
    )
    expect(screen.getByRole('link', { name: 'Go unlimited with Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  })

  it('shows Premium as unlimited', async () => {
    signInForTest()
    mockFetch(() => json(premiumPlan()))
    renderNote()
    expect(await screen.findByTestId('quota-generate')).toHaveTextContent(/Premium\s*Unlimited generations/)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows nothing without a session token (the plan is not asked for)', () => {
    signInForTest({ token: null })
    const http = mockFetch(() => json(freePlan()))
    renderNote()
    expect(screen.queryByTestId('quota-generate')).not.toBeInTheDocument()
    expect(http.calls).toHaveLength(0)
  })
})
