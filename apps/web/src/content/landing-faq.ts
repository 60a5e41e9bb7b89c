import type { FaqEntry } from '~/lib/seo'
import { PREMIUM_PRICE, premiumToneList, toneCountInWords } from './plan-facts'

/** docs/product.md §2: six entries on the landing page; one says only the user sees their history. */
export const landingFaq: readonly FaqEntry[] = [
  {
    question: 'What is Tipsy?',
    answer:
      'Tipsy is an AI writing assistant for everyday messages. It drafts texts in the tone you choose, analyses messages for tone, sentiment, clarity and red flags, rewrites them in different styles, and turns text into emoji.',
  },
  {
    question: 'Is Tipsy really free?',
    answer: `Yes. The Free plan lets you generate, analyse and rewrite messages every day without paying anything. Premium costs ${PREMIUM_PRICE} a month and removes the daily limits, unlocks all ${toneCountInWords} tone sliders and keeps unlimited history.`,
  },
  {
    question: 'What do sober, tipsy and drunk mean?',
    answer: `They are settings on the tone dial. Sober is clear and polite, tipsy is warm and playful, and drunk is loud, loose and emoji-heavy. You can blend them, and Premium adds ${premiumToneList}.`,
  },
  {
    question: 'Who can see my message history?',
    answer:
      'Only you. Your history is tied to your account and nobody else can see it. You can delete a single message or clear your whole history whenever you like.',
  },
  {
    question: 'Are my messages used to train AI models?',
    answer:
      'No. Your messages are processed securely to produce your results and are not used to train AI models without your consent.',
  },
  {
    question: 'Which apps and platforms does it work with?',
    answer:
      'Any app where you type. Copy the result into WhatsApp, SMS, Telegram, Instagram, X, Facebook, LinkedIn, Slack, Teams or e-mail. Telling Tipsy the platform helps it match the length and style people expect there.',
  },
]
