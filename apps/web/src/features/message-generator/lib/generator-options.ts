import { type Platform, personalPlatforms, professionalPlatforms, type ToneName } from '@tipsy/contracts'

export const platformGroups: readonly { label: string; platforms: readonly Platform[] }[] = [
  { label: 'Professional', platforms: professionalPlatforms },
  { label: 'Personal', platforms: personalPlatforms },
]

export const platformIcons: Record<Platform, string> = {
  email: '📧',
  slack: '💬',
  linkedin: '💼',
  teams: '👥',
  whatsapp: '📱',
  sms: '✉️',
  telegram: '✈️',
  instagram: '📸',
  twitter: '🐦',
  facebook: '👍',
}

export const toneDetails: Record<ToneName, { icon: string; hint: string }> = {
  sober: { icon: '🧐', hint: 'Clear and composed' },
  tipsy: { icon: '🍷', hint: 'Looser and warmer' },
  drunk: { icon: '🥴', hint: 'Unfiltered, typos and all' },
  flirty: { icon: '😘', hint: 'Playful and charming' },
  confident: { icon: '😎', hint: 'Sure of itself' },
  funny: { icon: '😂', hint: 'Jokes and wit' },
  casual: { icon: '👋', hint: 'Relaxed and everyday' },
  bold: { icon: '🔥', hint: 'Direct and daring' },
}
