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
  String.raw`^(?:${phrasePattern(GREETINGS).source})(?:${ADDRESSEE}(?:\s*[,!.]+|\s+[-–—](?=\s))|\s*[,!.]+|(?=\s+\p{Ll})|$)`,
  'iu',
)
const SIGN_OFF_LINE = new RegExp(String.raw`^(?:${phrasePattern(SIGN_OFFS).source})\s*[,!.]*$`, 'iu')
const NAME_LINE = /^[\p{Lu}][\p{L}'-]*(?:\s+[\p{Lu}][\p{L}'-]*){0,2}$/u

/** A line that closes a letter: "Thanks so much," / "Apologies again," (a few words and a comma). */
const CLOSING_LINE = /^[\p{L}'’ ]{2,40},$/u
/** A short line under a sign-off: a name, a title, a company ("Customer Care, Oakline Furniture"). */
const SIGNATURE_LINE = /^[\p{Lu}(][^.!?\n]{0,50}$/u

function isSignatureBlock(lines: readonly string[]): boolean {
  return lines.length >= 1 && lines.length <= 3 && lines.every((line) => SIGNATURE_LINE.test(line.trim()))
}

function splitSignOff(text: string): { rest: string; signOff: string | null } {
  const lines = text.split('\n')
  // A sign-off line ("Best regards," / "Thanks so much,") with up to three signature lines under it.
  for (let at = lines.length - 1; at >= Math.max(1, lines.length - 4); at--) {
    const line = lines[at]?.trim() ?? ''
    const under = lines.slice(at + 1)
    const closes = SIGN_OFF_LINE.test(line) || (CLOSING_LINE.test(line) && line.split(/\s+/).length <= 5)
    if (closes && (under.length === 0 ? SIGN_OFF_LINE.test(line) : isSignatureBlock(under))) {
      return {
        rest: lines.slice(0, at).join('\n'),
        signOff: lines
          .slice(at)
          .map((part) => part.trim())
          .join('\n'),
      }
    }
  }
  // A name alone on the last line, after a blank line ("…\n\nAlan").
  const last = lines.at(-1)?.trim() ?? ''
  if (lines.length >= 3 && NAME_LINE.test(last) && lines.at(-2)?.trim() === '') {
    return { rest: lines.slice(0, -1).join('\n'), signOff: last }
  }
  // One-line messages: a closing sentence that is only a sign-off ("… tomorrow? Thanks!"), maybe
  // with the writer's name ("… by the 14th. Best, Paul").
  const closing = /(?<=[.!?])\s+([^.!?\n]+[.!?]*)$/.exec(text)
  const named = closing?.[1]?.trim().replace(/,\s+\p{Lu}[\p{L}'’-]+[.!]?$/u, '')
  if (closing?.[1] && named && SIGN_OFF_LINE.test(named)) {
    return { rest: text.slice(0, closing.index + 1), signOff: closing[1].trim() }
  }
  return { rest: text, signOff: null }
}

/** "Greg," or "Mr. Reyes," alone on the first line: the reader named as a letter's greeting. */
const NAME_GREETING =
  /^(?!(?:sorry|thanks|thank you|ok|okay|so|well|yes|no|please|update|reminder|note|fyi|quick update|look|listen|honestly),)(?:(?:Mr|Mrs|Ms|Dr)\.? )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?,[ \t]*(?=\n)/iu

export function splitFrame(text: string): MessageFrame {
  const trimmed = text.trim()
  const greetingMatch = GREETING_AT_START.exec(trimmed) ?? NAME_GREETING.exec(trimmed)
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
