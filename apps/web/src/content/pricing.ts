import type { EmojiCard } from '~/components/ui/emoji-cards'

/** The plans of docs/product.md §1 with the limits of DESIGN.md's plan table. */
export interface Plan {
  name: string
  price: string
  period: string
  summary: string
  features: readonly string[]
}

export const PREMIUM_PRICE = '$9.99'

export const freePlan: Plan = {
  name: 'Free Plan',
  price: '$0',
  period: 'forever',
  summary: 'Everything you need to write better messages every day.',
  features: [
    'Basic message generation: 20 messages a day',
    '40 MessageIQ analyses and rewrites a day',
    '100 text-to-emoji conversions a day',
    'Tone sliders: sober, tipsy, drunk and casual',
    'History of your last 10 messages',
    'Community support',
    'Includes sponsored links',
  ],
}

export const premiumPlan: Plan = {
  name: 'Premium Plan',
  price: PREMIUM_PRICE,
  period: 'per month',
  summary: 'No limits, every tone, and nothing in your way. Cancel any time.',
  features: [
    'Unlimited generations, analyses, rewrites and emoji',
    'Advanced tone controls: all eight sliders',
    'Unlimited history, exportable as JSON and CSV',
    'Ad-free experience',
    'Priority support',
    'Early access to new features',
  ],
}

export const premiumFeatures: readonly EmojiCard[] = [
  {
    emoji: '♾️',
    title: 'Unlimited everything',
    text: 'Generate, analyse, rewrite and emojify as much as you want, with no daily counters.',
  },
  {
    emoji: '🎛️',
    title: 'Advanced tone controls',
    text: 'Mix all eight sliders: sober, tipsy, drunk, flirty, confident, funny, casual and bold.',
  },
  {
    emoji: '🗂️',
    title: 'Unlimited history',
    text: 'Keep every message you create and export it as JSON or CSV whenever you like.',
  },
  {
    emoji: '🚫',
    title: 'Ad-free',
    text: 'No sponsored links anywhere in the app, just your messages.',
  },
  {
    emoji: '⚡',
    title: 'Priority support',
    text: 'Your questions go to the front of the queue.',
  },
  {
    emoji: '🧪',
    title: 'Early access',
    text: 'Try new tools and tones before everyone else and help shape them.',
  },
]
