import { freeHistoryLimit, freeToneList, PREMIUM_PRICE, toneCountInWords } from '../plan-facts'
import { contact, type LegalDocument, list, paragraph } from './types'

export const paymentPolicy: LegalDocument = {
  title: 'Payment Policy',
  description: `How Tipsy Premium billing works: ${PREMIUM_PRICE} a month in USD, automatic renewal, cancelling any time, refunds within 7 days, failed payments, price changes, taxes and disputes.`,
  keywords: ['Tipsy payment policy', 'refund policy', 'subscription billing'],
  revision: { date: '2026-11-22', fingerprint: 'f049430c7f5e4b9c' },
  intro: [
    'This policy explains how paying for Tipsy Premium works: what you pay, when you are charged, how to cancel, when refunds are possible and what happens if a payment fails.',
  ],
  sections: [
    {
      heading: 'Subscription Plans',
      blocks: [
        list(
          `Free: $0. Message generation, analysis, rewrites and text-to-emoji with daily limits, the ${freeToneList} tone sliders, and a history of your last ${freeHistoryLimit} messages.`,
          `Premium: ${PREMIUM_PRICE} per month. Unlimited use, all ${toneCountInWords} tone sliders, unlimited history with export, an ad-free experience, priority support and early access to new features.`,
        ),
      ],
    },
    {
      heading: 'Payment Processing',
      blocks: [
        paragraph(
          'Payments are processed by a third-party payment provider on its secure, hosted checkout page. You pay by card, and your card details go directly to the provider; Tipsy never sees or stores your full card number. Your subscription is activated once the provider confirms the payment to us.',
        ),
      ],
    },
    {
      heading: 'Billing and Renewal',
      blocks: [
        paragraph(
          `Premium is billed monthly in advance. The first charge of ${PREMIUM_PRICE} is taken when you subscribe, and your subscription then renews automatically on the same date each month, charging the card on file, until you cancel. If your subscription started on a day that a month does not have (for example the 31st), it renews on the last day of that month.`,
        ),
      ],
    },
    {
      heading: 'Cancellation',
      blocks: [
        paragraph(
          'You can cancel at any time from the Subscription page in the app. No further charges are made after you cancel. You keep Premium access until the end of the billing period you have already paid for, and then your account returns to the Free plan.',
        ),
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        paragraph(
          'Because you keep access until the end of the paid period, we do not give partial refunds for unused days. We review refund requests case by case when they are made within 7 days of the charge and involve:',
        ),
        list(
          'A technical problem on our side that stopped you from using Premium.',
          'A duplicate charge for the same period.',
          'A charge you did not authorise.',
        ),
        paragraph(
          'Approved refunds go back to the original payment method; your bank may take several business days to show them.',
        ),
      ],
    },
    {
      heading: 'Failed Payments',
      blocks: [
        paragraph(
          'If a renewal payment fails, we retry it within 3 days and e-mail you so you can update your card. If payment keeps failing after repeated attempts, Premium features are suspended and your account works on the Free plan. They are restored as soon as a payment succeeds.',
        ),
      ],
    },
    {
      heading: 'Price Changes',
      blocks: [
        paragraph(
          'If we change the price of Premium, we will tell you at least 30 days before the new price applies to your subscription. The new price starts with your first renewal after that notice; if you do not want to continue, you can cancel before then.',
        ),
      ],
    },
    {
      heading: 'Currency and Taxes',
      blocks: [
        paragraph(
          'Prices are in US dollars (USD). Sales tax, VAT or similar taxes may be added depending on your location and are shown at checkout before you pay. If your card is in another currency, your bank converts the amount and may charge its own fees.',
        ),
      ],
    },
    {
      heading: 'Disputes and Chargebacks',
      blocks: [
        paragraph(
          'If you think a charge is wrong, please contact us first; most problems are solved quickly that way. If you open a dispute or chargeback with your bank, we may suspend your account until the dispute is resolved.',
        ),
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        contact(
          'Questions about a payment, a refund or your subscription? We aim to answer payment inquiries within 24 hours. Write to us at',
        ),
      ],
    },
  ],
}
