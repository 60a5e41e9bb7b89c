import type { Chat, ChatItem } from './chats.ts'

/**
 * Each app's chat screen as HTML, close enough to the real one for OCR purposes: its colours,
 * bubble shapes, where times and receipts sit, its header and compose bar. Every bubble carries
 * data-side and data-text so the page can report exactly what was drawn.
 */
interface Look {
  font: string
  size: number
  page: string
  pageImage?: string
  ink: string
  muted: string
  bar: string
  barInk: string
  them: string
  themInk: string
  me: string
  meInk: string
  radius: number
  avatar: boolean
  timeInside: boolean
  timeBelow: boolean
  dayPill: string | null
  composeBar: string
  composePill: string
  composeBorder: string
  placeholder: string
  composeExtra: string
  headerCentered: boolean
  subtitle: string
}

const ios = '"Liberation Sans", Arial, sans-serif'
const android = '"DejaVu Sans", "Liberation Sans", sans-serif'

function look(chat: Chat): Look {
  const dark = chat.theme === 'dark'
  switch (chat.variant) {
    case 'whatsapp':
      return {
        font: android,
        size: 15,
        page: dark ? '#0b141a' : '#efeae2',
        pageImage: dark
          ? 'radial-gradient(circle at 20px 20px, #0f1a20 3px, transparent 4px)'
          : 'radial-gradient(circle at 20px 20px, #e6dfd5 3px, transparent 4px)',
        ink: dark ? '#e9edef' : '#111b21',
        muted: dark ? '#8696a0' : '#667781',
        bar: dark ? '#202c33' : '#008069',
        barInk: dark ? '#e9edef' : '#ffffff',
        them: dark ? '#202c33' : '#ffffff',
        themInk: dark ? '#e9edef' : '#111b21',
        me: dark ? '#005c4b' : '#d9fdd3',
        meInk: dark ? '#e9edef' : '#111b21',
        radius: 8,
        avatar: false,
        timeInside: true,
        timeBelow: false,
        dayPill: dark ? '#182229' : '#ffffff',
        composeBar: dark ? '#0b141a' : '#efeae2',
        composePill: dark ? '#202c33' : '#ffffff',
        composeBorder: 'transparent',
        placeholder: 'Message',
        composeExtra: `<span class="round" style="background:#00a884"></span>`,
        headerCentered: false,
        subtitle: 'online',
      }
    case 'imessage':
      return {
        font: ios,
        size: 17,
        page: dark ? '#000000' : '#ffffff',
        ink: dark ? '#ffffff' : '#000000',
        muted: '#8e8e93',
        bar: dark ? '#1c1c1e' : '#f6f6f6',
        barInk: dark ? '#ffffff' : '#000000',
        them: dark ? '#262629' : '#e9e9eb',
        themInk: dark ? '#ffffff' : '#000000',
        me: '#0b84fe',
        meInk: '#ffffff',
        radius: 18,
        avatar: false,
        timeInside: false,
        timeBelow: false,
        dayPill: null,
        composeBar: dark ? '#000000' : '#ffffff',
        composePill: dark ? '#000000' : '#ffffff',
        composeBorder: dark ? '#3a3a3c' : '#d1d1d6',
        placeholder: 'iMessage',
        composeExtra: '',
        headerCentered: true,
        subtitle: '',
      }
    case 'instagram':
      return {
        font: ios,
        size: 15,
        page: dark ? '#000000' : '#ffffff',
        ink: dark ? '#f5f5f5' : '#000000',
        muted: '#8e8e8e',
        bar: dark ? '#000000' : '#ffffff',
        barInk: dark ? '#f5f5f5' : '#000000',
        them: dark ? '#262626' : '#efefef',
        themInk: dark ? '#f5f5f5' : '#000000',
        me: 'linear-gradient(180deg, #a334fa 0%, #6a4cf5 50%, #3797f0 100%) fixed',
        meInk: '#ffffff',
        radius: 22,
        avatar: true,
        timeInside: false,
        timeBelow: false,
        dayPill: null,
        composeBar: dark ? '#000000' : '#ffffff',
        composePill: dark ? '#262626' : '#efefef',
        composeBorder: 'transparent',
        placeholder: 'Message...',
        composeExtra: '',
        headerCentered: false,
        subtitle: 'Active now',
      }
    case 'tinder':
      return {
        font: ios,
        size: 16,
        page: dark ? '#111418' : '#ffffff',
        ink: dark ? '#ffffff' : '#21262e',
        muted: dark ? '#7c8591' : '#656e7b',
        bar: dark ? '#111418' : '#ffffff',
        barInk: dark ? '#ffffff' : '#21262e',
        them: dark ? '#2b2f36' : '#f0f2f4',
        themInk: dark ? '#ffffff' : '#21262e',
        me: '#1786ff',
        meInk: '#ffffff',
        radius: 20,
        avatar: true,
        timeInside: false,
        timeBelow: true,
        dayPill: null,
        composeBar: dark ? '#111418' : '#ffffff',
        composePill: dark ? '#111418' : '#ffffff',
        composeBorder: dark ? '#3c424b' : '#d4d8de',
        placeholder: 'Type a message',
        composeExtra: `<span class="label">Send</span>`,
        headerCentered: true,
        subtitle: 'You matched on 3/14',
      }
    case 'hinge':
      return {
        font: ios,
        size: 16,
        page: dark ? '#000000' : '#ffffff',
        ink: dark ? '#ffffff' : '#000000',
        muted: '#8a8a8e',
        bar: dark ? '#000000' : '#ffffff',
        barInk: dark ? '#ffffff' : '#000000',
        them: dark ? '#2c2c2e' : '#f0eff4',
        themInk: dark ? '#ffffff' : '#000000',
        me: dark ? '#8e5fd9' : '#6a3b96',
        meInk: '#ffffff',
        radius: 16,
        avatar: false,
        timeInside: false,
        timeBelow: false,
        dayPill: null,
        composeBar: dark ? '#000000' : '#ffffff',
        composePill: dark ? '#1c1c1e' : '#f2f2f7',
        composeBorder: 'transparent',
        placeholder: 'Send a message',
        composeExtra: `<span class="label">Send</span>`,
        headerCentered: true,
        subtitle: 'Your turn',
      }
    case 'messenger':
      return {
        font: ios,
        size: 16,
        page: dark ? '#000000' : '#ffffff',
        ink: dark ? '#e4e6eb' : '#050505',
        muted: dark ? '#b0b3b8' : '#65676b',
        bar: dark ? '#000000' : '#ffffff',
        barInk: dark ? '#e4e6eb' : '#050505',
        them: dark ? '#303030' : '#f0f0f0',
        themInk: dark ? '#e4e6eb' : '#050505',
        me: 'linear-gradient(180deg, #ff5280 0%, #a033ff 45%, #0084ff 100%) fixed',
        meInk: '#ffffff',
        radius: 18,
        avatar: true,
        timeInside: false,
        timeBelow: false,
        dayPill: null,
        composeBar: dark ? '#000000' : '#ffffff',
        composePill: dark ? '#303030' : '#f0f2f5',
        composeBorder: 'transparent',
        placeholder: 'Aa',
        composeExtra: `<span class="round" style="background:#0084ff"></span>`,
        headerCentered: false,
        subtitle: 'Active 5m ago',
      }
    default:
      return {
        font: android,
        size: 16,
        page: dark ? '#111317' : '#f8fafd',
        ink: dark ? '#e3e3e3' : '#1f1f1f',
        muted: dark ? '#a8abb3' : '#5e6168',
        bar: dark ? '#1e2025' : '#f0f4f9',
        barInk: dark ? '#e3e3e3' : '#1f1f1f',
        them: dark ? '#2f3035' : '#e9eef6',
        themInk: dark ? '#e3e3e3' : '#1f1f1f',
        me: dark ? '#0842a0' : '#d3e3fd',
        meInk: dark ? '#d3e3fd' : '#041e49',
        radius: 20,
        avatar: false,
        timeInside: false,
        timeBelow: true,
        dayPill: null,
        composeBar: dark ? '#111317' : '#f8fafd',
        composePill: dark ? '#2f3035' : '#e9eef6',
        composeBorder: 'transparent',
        placeholder: 'RCS message',
        composeExtra: `<span class="round" style="background:${dark ? '#a8c7fa' : '#0b57d0'}"></span>`,
        headerCentered: false,
        subtitle: '',
      }
  }
}

const emoji = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu

/** The text a reader is expected to get back: emoji removed, whitespace normalised. */
export function expectedText(text: string): string {
  return text.replace(emoji, ' ').replace(/\s+/g, ' ').trim()
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function item(chat: Chat, l: Look, entry: ChatItem, next: ChatItem | undefined): string {
  if (entry.kind === 'day') {
    const label = chat.app === 'whatsapp' ? entry.label.toUpperCase() : entry.label
    return l.dayPill
      ? `<div class="row center"><span class="day-pill">${escapeHtml(label)}</span></div>`
      : `<div class="row center day">${escapeHtml(label)}</div>`
  }
  if (entry.kind === 'receipt') return `<div class="row receipt">${escapeHtml(entry.text)}</div>`
  const lastOfGroup = next?.kind !== 'bubble' || next.side !== entry.side
  const ticks = entry.side === 'me' ? ' <span class="ticks">✓✓</span>' : ''
  const meta = l.timeInside ? `<span class="meta">${entry.time}${ticks}</span>` : ''
  const avatar =
    l.avatar && entry.side === 'them' ? `<span class="avatar${lastOfGroup ? '' : ' hidden'}"></span>` : ''
  const reaction = entry.reaction ? `<span class="reaction">${entry.reaction}</span>` : ''
  const below = l.timeBelow && lastOfGroup ? `<div class="row below ${entry.side}">${entry.time}</div>` : ''
  return `<div class="row ${entry.side}${entry.reaction ? ' reacted' : ''}">${avatar}<div class="bubble ${entry.side}" data-side="${entry.side}" data-text="${escapeHtml(expectedText(entry.text))}">${escapeHtml(entry.text)}${meta}${reaction}</div></div>${below}`
}

export function renderChat(chat: Chat): string {
  const l = look(chat)
  const battery = `<span class="battery"></span>`
  const status =
    l.font === ios
      ? `<div class="status"><span>9:41</span><span class="icons">${battery}</span></div>`
      : `<div class="status android"><span>21:04</span><span class="icons">5G ${battery}</span></div>`
  const header = l.headerCentered
    ? `<header class="centered"><span class="back">‹</span><div class="who"><span class="avatar big"></span><div class="name">${escapeHtml(chat.contact)} ›</div>${l.subtitle ? `<div class="sub">${l.subtitle}</div>` : ''}</div><span class="icon"></span></header>`
    : `<header><span class="back">${l.font === ios ? '‹' : '←'}</span><span class="avatar big"></span><div class="who"><div class="name">${escapeHtml(chat.contact)}</div>${l.subtitle ? `<div class="sub">${l.subtitle}</div>` : ''}</div><span class="icon"></span><span class="icon"></span></header>`
  const items = chat.items.map((entry, index) => item(chat, l, entry, chat.items[index + 1])).join('')
  return `<!doctype html><html><head><meta charset="utf-8"><style>
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { height: 100%; }
body { font-family: ${l.font}; font-size: ${l.size}px; line-height: 1.3; color: ${l.ink}; background: ${l.page}; ${l.pageImage ? `background-image: ${l.pageImage}; background-size: 44px 44px;` : ''} display: flex; flex-direction: column; -webkit-font-smoothing: antialiased; }
.status { height: 47px; flex: none; display: flex; justify-content: space-between; align-items: center; padding: 0 28px; font-weight: 600; font-size: 16px; background: ${l.bar}; color: ${l.barInk}; }
.status.android { height: 30px; font-size: 13px; font-weight: 400; padding: 0 16px; }
.battery { display: inline-block; width: 24px; height: 11px; border: 1.5px solid currentColor; border-radius: 3px; vertical-align: middle; }
header { flex: none; display: flex; align-items: center; gap: 10px; padding: 6px 12px 10px; background: ${l.bar}; color: ${l.barInk}; border-bottom: 0.5px solid ${chat.theme === 'dark' ? '#222' : '#ddd'}; }
header.centered { justify-content: space-between; }
header.centered .who { display: flex; flex-direction: column; align-items: center; }
.back { font-size: 30px; line-height: 1; width: 24px; color: ${l.font === ios && chat.app !== 'instagram' ? '#0a84ff' : l.barInk}; }
.who { flex: 1; } .name { font-weight: 600; font-size: 16px; } .sub { font-size: 12px; opacity: 0.75; }
header.centered .who { flex: none; } header.centered .name { font-size: 12px; font-weight: 400; margin-top: 3px; }
.icon { width: 22px; height: 22px; border-radius: 6px; border: 2px solid currentColor; opacity: 0.8; }
.avatar { flex: none; width: 28px; height: 28px; border-radius: 50%; background: radial-gradient(circle at 35% 35%, #f4c7a1, #b0714a 60%, #5a3a2a); align-self: flex-end; }
.avatar.big { width: 38px; height: 38px; align-self: center; } .avatar.hidden { visibility: hidden; }
main { flex: 1; overflow: hidden; display: flex; flex-direction: column; justify-content: flex-end; padding: 0 ${chat.app === 'whatsapp' ? 14 : 10}px 8px; }
.log { display: flex; flex-direction: column; gap: 3px; }
.row { display: flex; align-items: flex-end; gap: 8px; position: relative; }
.row.me { justify-content: flex-end; } .row.them { justify-content: flex-start; }
.row.reacted { margin-bottom: 16px; }
.row.center { justify-content: center; margin: 10px 0; }
.day { font-size: 12px; color: ${l.muted}; font-weight: 500; }
.day-pill { font-size: 12.5px; padding: 5px 12px; border-radius: 8px; background: ${l.dayPill}; color: ${l.muted}; }
.receipt { justify-content: flex-end; font-size: 11px; color: ${l.muted}; padding-right: 6px; margin-bottom: 6px; }
.below { font-size: 11px; color: ${l.muted}; margin: 0 8px 8px; } .below.them { justify-content: flex-start; ${l.avatar ? 'padding-left: 36px;' : ''} }
.bubble { max-width: 76%; padding: 7px 12px; border-radius: ${l.radius}px; position: relative; overflow-wrap: break-word; }
.bubble.them { background: ${l.them}; color: ${l.themInk}; }
.bubble.me { background: ${l.me}; color: ${l.meInk}; }
.meta { float: right; font-size: 11px; color: ${l.muted}; margin: 8px -4px -5px 10px; }
.bubble.me .meta { color: ${chat.theme === 'dark' ? '#9fc5bd' : '#667781'}; } .ticks { color: #53bdeb; }
.reaction { position: absolute; bottom: -17px; left: 8px; font-size: 12px; padding: 1px 5px; border-radius: 12px; background: ${l.them}; border: 2px solid ${l.page}; }
.bubble.me .reaction { left: auto; right: 8px; }
footer { flex: none; display: flex; align-items: center; gap: 10px; padding: 8px 12px 30px; background: ${l.composeBar}; }
.plus { width: 30px; height: 30px; border-radius: 50%; background: ${chat.theme === 'dark' ? '#333' : '#e5e5ea'}; }
.pill { flex: 1; height: 38px; border-radius: 19px; display: flex; align-items: center; padding: 0 14px; background: ${l.composePill}; border: 1px solid ${l.composeBorder}; color: ${l.muted}; font-size: ${l.size}px; }
.round { width: 38px; height: 38px; border-radius: 50%; flex: none; }
.label { font-weight: 600; color: ${l.muted}; }
</style></head><body>
${status}${header}
<main><div class="log">${items}</div></main>
<footer><span class="plus"></span><div class="pill">${l.placeholder}</div>${l.composeExtra}</footer>
</body></html>`
}
