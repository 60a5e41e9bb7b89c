import { toneNames } from '@tipsy/contracts/plans'
import type { EmojiCard } from '~/components/ui/emoji-cards'
import {
  freeHistoryLimit,
  freeLimits,
  freeToneList,
  listOf,
  PREMIUM_PRICE,
  toneCountInWords,
} from './plan-facts'

const allToneList = listOf(toneNames)

/** The plans of docs/product.md §1 with the limits of DESIGN.md's plan table (from the contract). */
export interface Plan {
  name: string
  price: string
  period: string
  summary: string
  features: readonly string[]
}

export const freePlan: Plan = {
  name: 'Free Plan',
  price: '$0',
  period: 'forever',
  summary: 'Everything you need to write better messages every day.',
  features: [
    `Basic message generation: ${freeLimits.generate} messages a day`,
    `${freeLimits.analyze} MessageIQ analyses and rewrites a day`,
    `${freeLimits.emoji} text-to-emoji conversions a day`,
    `Reply to a chat: ${freeLimits.reply} conversation reads a day (pasted or screenshotted)`,
    `Tone sliders: ${freeToneList}`,
    `History of your last ${freeHistoryLimit} messages`,
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
    'Unlimited generations, analyses, rewrites, emoji and chat replies',
    `Advanced tone controls: all ${toneCountInWords} sliders`,
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
    text: 'Generate, analyse, rewrite, emojify and reply to chats as much as you want, with no daily counters.',
  },
  {
    emoji: '🎛️',
    title: 'Advanced tone controls',
    text: `Mix all ${toneCountInWords} sliders: ${allToneList}.`,
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
