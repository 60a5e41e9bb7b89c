import type { Line } from './chat-content.ts'

export const apps = ['whatsapp', 'imessage', 'instagram', 'dating', 'messenger', 'sms'] as const
export type App = (typeof apps)[number]
export type Theme = 'light' | 'dark'

export type ChatItem =
  | { kind: 'day'; label: string }
  | { kind: 'bubble'; side: 'them' | 'me'; text: string; time: string; reaction?: string }
  | { kind: 'receipt'; text: string }

export interface Chat {
  id: string
  app: App
  /** Tinder or Hinge for the dating app; the others have one look. */
  variant: string
  theme: Theme
  viewport: { width: number; height: number; scale: number }
  contact: string
  items: ChatItem[]
}

const contacts = ['José', 'Zoë', 'Łukasz', 'Chloé', 'Renée', 'Søren', 'Inès', 'Mateo Núñez', 'Priya', 'Anaïs']
const viewports = [
  { width: 390, height: 844, scale: 3 },
  { width: 412, height: 915, scale: 2 },
  { width: 390, height: 844, scale: 2 },
] as const
const trailingEmoji = ['😂', '❤️', '🙏', '✨', '👍', '😍', '🔥', '😭']
const reactions = ['❤️', '😂', '👍', '😮']
const days = ['Today', 'Yesterday', 'Monday', 'Sat 14 Sep', 'Yesterday 21:04', 'Today 9:41 AM']

/** mulberry32: small, fast and good enough to vary fixtures reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

function clock(minutes: number, twelveHour: boolean): string {
  const h = Math.floor(minutes / 60) % 24
  const m = String(minutes % 60).padStart(2, '0')
  if (!twelveHour) return `${String(h).padStart(2, '0')}:${m}`
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`
}

/** Chats for every app × theme in turn, so each pair gets count / 12 of them. */
export function generateChats(
  seed: number,
  count: number,
  threads: readonly (readonly Line[])[],
  prefix: string,
) {
  const random = seededRandom(seed)
  const chats: Chat[] = []
  for (let index = 0; index < count; index++) {
    const app = apps[index % apps.length] ?? 'whatsapp'
    const theme: Theme = Math.floor(index / apps.length) % 2 === 0 ? 'light' : 'dark'
    const thread = pick(random, threads)
    const length = Math.min(thread.length, 4 + Math.floor(random() * 9))
    const start = Math.floor(random() * (thread.length - length + 1))
    const twelveHour = app !== 'whatsapp' || random() < 0.3
    let minutes = 8 * 60 + Math.floor(random() * 14 * 60)
    const items: ChatItem[] = [{ kind: 'day', label: pick(random, days) }]
    let lastMe = -1
    thread.slice(start, start + length).forEach(([side, line], position) => {
      if (position > 0 && random() < 0.12) items.push({ kind: 'day', label: clock(minutes, twelveHour) })
      const text = random() < 0.15 ? `${line} ${pick(random, trailingEmoji)}` : line
      const reaction = random() < 0.12 ? pick(random, reactions) : undefined
      minutes += 1 + Math.floor(random() * 7)
      items.push({
        kind: 'bubble',
        side,
        text,
        time: clock(minutes, twelveHour),
        ...(reaction ? { reaction } : {}),
      })
      if (side === 'me') lastMe = items.length - 1
    })
    if (lastMe >= 0 && app !== 'whatsapp') {
      const receipt = {
        imessage: 'Read',
        instagram: 'Seen',
        dating: 'Sent',
        messenger: 'Seen',
        sms: 'Delivered',
      }[app]
      const text = app === 'imessage' ? `${receipt} ${clock(minutes + 2, true)}` : receipt
      items.splice(lastMe + 1, 0, { kind: 'receipt', text })
    }
    chats.push({
      id: `${prefix}-${String(index + 1).padStart(2, '0')}-${app}-${theme}`,
      app,
      variant: app === 'dating' ? (random() < 0.5 ? 'tinder' : 'hinge') : app,
      theme,
      viewport: pick(random, viewports),
      contact: pick(random, contacts),
      items,
    })
  }
  return chats
}
