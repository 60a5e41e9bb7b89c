import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { paymentPolicy } from './payment-policy'
import { privacyPolicy } from './privacy-policy'
import { termsConditions } from './terms-conditions'
import { type LegalDocument, legalText } from './types'

const textOf = (document: LegalDocument) =>
  [
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
    ]),
  ].join('\n')

describe('legal pages', () => {
  it.each([
    ['privacy-policy.ts', privacyPolicy],
    ['terms-conditions.ts', termsConditions],
    ['payment-policy.ts', paymentPolicy],
  ])('%s is dated from its last real revision', (file, document) => {
    const fingerprint = createHash('sha256').update(legalText(document)).digest('hex').slice(0, 16)
    expect(
      document.revision.fingerprint,
      `The text of ${file} changed: set its revision to { date: '<today>', fingerprint: '${fingerprint}' }`,
    ).toBe(fingerprint)
    expect(document.revision.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Number.isNaN(Date.parse(document.revision.date))).toBe(false)
  })

  it('privacy policy covers every topic of docs/product.md §2 and the data constants', () => {
    expect(privacyPolicy.sections.map((section) => section.heading)).toEqual([
      'Information We Collect',
      'Google Sign-In Data',
      'How We Use AI Processing',
      'Sharing With Our Payment Processor',
      'Data Security',
      'Cookies and Local Storage',
      'Your Rights',
      'Data Retention',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ])
    const text = textOf(privacyPolicy)
    for (const item of [
      'Your e-mail address',
      'Your name',
      'Your profile picture',
      'Your Google account ID',
    ]) {
      expect(text).toContain(item)
    }
    expect(text).toMatch(/within 30 days/)
    expect(text).toMatch(/up to 90 days/)
    expect(text).toMatch(/under 13/)
    expect(text).toMatch(/not used to train AI models without your consent/)
  })

  it('terms have the 12 numbered sections in order', () => {
    expect(termsConditions.sections.map((section) => section.heading)).toEqual([
      'Acceptance of Terms',
      'Description of Service',
      'User Accounts',
      'Acceptable Use',
      'AI-Generated Content',
      'Intellectual Property',
      'Subscription and Payment',
      'Service Availability',
      'Limitation of Liability',
      'Termination',
      'Changes to Terms',
      'Governing Law',
    ])
    expect(termsConditions.closing?.kind).toBe('contact')
  })

  it('payment policy has the 10 sections and every constant of docs/product.md §9', () => {
    expect(paymentPolicy.sections.map((section) => section.heading)).toEqual([
      'Subscription Plans',
      'Payment Processing',
      'Billing and Renewal',
      'Cancellation',
      'Refunds',
      'Failed Payments',
      'Price Changes',
      'Currency and Taxes',
      'Disputes and Chargebacks',
      'Contact',
    ])
    const text = textOf(paymentPolicy)
    for (const constant of [
      /\$9\.99 per month/,
      /billed monthly in advance/,
      /renews automatically on the same date each month/,
      /do not give partial refunds/,
      /within 7 days of the charge/,
      /technical problem/,
      /duplicate charge/,
      /did not authorise/,
      /retry it within 3 days and e-mail you/,
      /Premium features are suspended/,
      /restored as soon as a payment succeeds/,
      /at least 30 days before/,
      /US dollars \(USD\)/,
      /taxes may be added depending on your location/i,
      /keep Premium access until the end of the billing period/,
      /may suspend your account until the dispute is resolved/,
      /within 24 hours/,
    ]) {
      expect(text).toMatch(constant)
    }
  })
})
