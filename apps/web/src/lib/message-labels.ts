import type { Platform } from '@tipsy/contracts'

/** How each platform id of docs/product.md §3 is written on screen. */
export const platformLabels: Record<Platform, string> = {
  email: 'Email',
  slack: 'Slack',
  linkedin: 'LinkedIn',
  teams: 'Teams',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  telegram: 'Telegram',
  instagram: 'Instagram',
  twitter: 'Twitter',
  facebook: 'Facebook',
}

/** A machine id such as `passive_aggression` or `tipsy` as a label: "Passive aggression", "Tipsy". */
export function humanize(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
