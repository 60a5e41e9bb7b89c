import type { ChatBubble, ChatSide } from '@tipsy/contracts'

/**
 * A chat the user pasted or dropped as text, read into bubbles: "Them: …" / "Me: …" lines, or
 * WhatsApp's exported chat ("12/01/2024, 21:15 - Anna: hey", or "[12/01/2024, 21:15:32] Anna: hey"
 * on iPhones). A line without a speaker continues the message above it.
 */
export interface TypedChat {
  bubbles: ChatBubble[]
  /** The named people of an export, in order of appearance; empty for Them/Me text. */
  people: string[]
  /** Which of `people` is the user (their bubbles are "me"); null when there are no names. */
  me: string | null
}

const THEM_OR_ME = /^\s*(them|they|him|her|me|i)\s*:\s?(.*)$/i
// Date and time of an export line: 12/01/2024, 21:15 · 1/12/24, 9:15 PM · 2024-01-12 21:15:32
const STAMP = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[ap]\.?\s?m\.?)?`
const ANDROID_LINE = new RegExp(String.raw`^(?:${STAMP})\s+[-–]\s+([^:]{1,60}?):\s?(.*)$`, 'i')
const IPHONE_LINE = new RegExp(String.raw`^\[(?:${STAMP})\]\s+([^:]{1,60}?):\s?(.*)$`, 'i')
const EXPORT_NOTICE = new RegExp(String.raw`^\[?(?:${STAMP})\]?\s*[-–]?\s*[^:]*$`, 'i')
/** What WhatsApp writes in place of what it did not export. */
const LEFT_OUT =
  /^(?:<media omitted>|<attached: .*>|.* omitted|this message was deleted|you deleted this message|null|<this message was edited>)$/i
// Invisible direction marks WhatsApp puts around names and attachments.
const MARKS = /[\u200e\u200f\u202a-\u202e]/g

interface Line {
  speaker: string | null
  text: string
}

function readLine(raw: string): Line | 'notice' {
  const line = raw.replace(MARKS, '')
  const exported = ANDROID_LINE.exec(line) ?? IPHONE_LINE.exec(line)
  if (exported) return { speaker: (exported[1] ?? '').trim(), text: exported[2] ?? '' }
  if (EXPORT_NOTICE.test(line.trim()) && /\d/.test(line)) return 'notice'
  const plain = THEM_OR_ME.exec(line)
  if (plain) return { speaker: (plain[1] ?? '').toLowerCase(), text: plain[2] ?? '' }
  return { speaker: null, text: line }
}

const isMe = (speaker: string) => speaker === 'me' || speaker === 'i'
const PLAIN_SPEAKERS = new Set(['them', 'they', 'him', 'her', 'me', 'i'])

/**
 * Reads the text. `me` names the user among an export's people; by default it is whoever did not
 * write last, since the user is replying to the last message.
 */
export function readTypedChat(text: string, options: { me?: string | null } = {}): TypedChat {
  const entries: { speaker: string | null; text: string }[] = []
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = readLine(raw)
    if (line === 'notice') continue
    const previous = entries.at(-1)
    if (line.speaker === null) {
      if (previous) previous.text += `\n${line.text}`
      else if (line.text.trim()) entries.push({ speaker: null, text: line.text })
      continue
    }
    entries.push(line)
  }
  const kept = entries
    .map((entry) => ({ ...entry, text: entry.text.trim() }))
    .filter((entry) => entry.text && !LEFT_OUT.test(entry.text))

  const named = kept.some((entry) => entry.speaker !== null && !PLAIN_SPEAKERS.has(entry.speaker))
  const people = named ? [...new Set(kept.flatMap((entry) => (entry.speaker ? [entry.speaker] : [])))] : []
  const lastSpeaker = kept.at(-1)?.speaker ?? null
  const me = named
    ? options.me && people.includes(options.me)
      ? options.me
      : (people.find((person) => person !== lastSpeaker) ?? null)
    : null

  const sideOf = (speaker: string | null): ChatSide => {
    if (speaker === null) return 'them'
    return (named ? speaker === me : isMe(speaker)) ? 'me' : 'them'
  }
  return { bubbles: kept.map((entry) => ({ side: sideOf(entry.speaker), text: entry.text })), people, me }
}
