import type { BadgeColour } from '@tipsy/contracts'

/** docs/product.md §4 badge colours, shared by the status badge and the notices. */
export const badgeClasses: Record<BadgeColour, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

export const noticeClasses: Record<BadgeColour, string> = {
  green: 'border-green-200 bg-green-50 text-green-900',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  red: 'border-red-200 bg-red-50 text-red-900',
  grey: 'border-slate-200 bg-slate-50 text-slate-800',
}
