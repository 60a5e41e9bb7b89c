import type { FaqEntry } from '~/lib/seo'
import { freeHistoryLimit, freeLimits, PREMIUM_PRICE } from './plan-facts'

/** Questions about plans, billing and refunds (docs/product.md §9 constants). */
export const pricingFaq: readonly FaqEntry[] = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from the Subscription page whenever you like. You keep Premium until the end of the billing period you have paid for, and then your account returns to the Free plan.',
  },
  {
    question: 'Do you offer refunds?',
    answer:
      'We do not give partial refunds for unused time. If something went wrong, such as a technical problem, a duplicate charge or a charge you did not authorise, ask within 7 days of the charge and we will review it case by case.',
  },
  {
    question: 'How do I pay?',
    answer:
      'By card on a secure checkout page hosted by our payment provider. Your card details go straight to them; Tipsy never sees or stores your full card number.',
  },
  {
    question: 'When am I billed?',
    answer: `Premium is ${PREMIUM_PRICE} a month in US dollars, billed in advance. It renews automatically on the same date each month until you cancel. Taxes may be added depending on where you live.`,
  },
  {
    question: 'Will the price change?',
    answer:
      'If we ever change the price, we will tell you at least 30 days before it applies to your subscription, so you have time to decide.',
  },
  {
    question: 'How many chats can I reply to?',
    answer: `On Free, ${freeLimits.reply} conversation reads a day: each pasted chat or set of screenshots you get replies for counts once, and the count starts again at 00:00 UTC. Premium is unlimited. Screenshots are read on your device; the image is never uploaded or stored, only the chat text you confirm.`,
  },
  {
    question: 'What happens to my history if I go back to Free?',
    answer: `The Free plan keeps your ${freeHistoryLimit} most recent messages. Export anything older that you want to keep before your paid period ends.`,
  },
]
