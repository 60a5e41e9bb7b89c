import { GREETINGS, SIGN_OFFS } from '../lexicon/framing'
import { phrasePattern } from './phrases'

/** A message split into its opening greeting, its body and its closing sign-off. */
export interface MessageFrame {
  greeting: string | null
  body: string
  signOff: string | null
}

const ADDRESSEE = String.raw`(?:\s+(?:there|team|all|everyone|guys|folks|y'all|you|\p{Lu}[\p{L}'-]*\.?)){0,3}`
const GREETING_AT_START = new RegExp(
  String.raw`^(?:${phrasePattern(GREETINGS).source})(?:${ADDRESSEE}\s*[,!.]+|\s*[,!.]+|(?=\s+\p{Ll})|$)`,
  'iu',
)
const SIGN_OFF_LINE = new RegExp(String.raw`^(?:${phrasePattern(SIGN_OFFS).source})\s*[,!.]*$`, 'iu')
const NAME_LINE = /^[\p{Lu}][\p{L}'-]*(?:\s+[\p{Lu}][\p{L}'-]*){0,2}$/u

function splitSignOff(text: string): { rest: string; signOff: string | null } {
  const lines = text.split('\n')
  const last = lines.at(-1)?.trim() ?? ''
  const beforeLast = lines.at(-2)?.trim() ?? ''
  if (lines.length >= 3 && NAME_LINE.test(last) && SIGN_OFF_LINE.test(beforeLast)) {
    return { rest: lines.slice(0, -2).join('\n'), signOff: `${beforeLast}\n${last}` }
  }
  if (lines.length >= 2 && SIGN_OFF_LINE.test(last))
    return { rest: lines.slice(0, -1).join('\n'), signOff: last }
  // One-line messages: a closing sentence that is only a sign-off ("… tomorrow? Thanks!").
  const closing = /(?<=[.!?])\s+([^.!?\n]+[.!?]*)$/.exec(text)
  if (closing?.[1] && SIGN_OFF_LINE.test(closing[1].trim())) {
    return { rest: text.slice(0, closing.index + 1), signOff: closing[1].trim() }
  }
  return { rest: text, signOff: null }
}

export function splitFrame(text: string): MessageFrame {
  const trimmed = text.trim()
  const greetingMatch = GREETING_AT_START.exec(trimmed)
  const greeting = greetingMatch?.[0].trim() || null
  const afterGreeting = greetingMatch ? trimmed.slice(greetingMatch[0].length).trim() : trimmed
  const { rest, signOff } = splitSignOff(afterGreeting)
  return { greeting, body: rest.trim(), signOff }
}

/** Puts a frame back together: greeting and sign-off on their own lines (a letter) or inline. */
export function joinFrame(frame: MessageFrame, layout: 'letter' | 'inline' = 'letter'): string {
  return [frame.greeting, frame.body, frame.signOff]
    .filter((part) => part !== null && part !== '')
    .join(layout === 'letter' ? '\n\n' : ' ')
}
