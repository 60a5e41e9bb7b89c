import { MESSAGE_MAX_LENGTH } from '@tipsy/contracts'
import { execAll } from '../text/exec-all'
import { joinFrame, splitFrame } from '../text/message-frame'

/** Where a sentence ends with a space after it: the text can stop there and still read whole. */
const SENTENCE_END = /[.!?…]+["'”’)]*(?=\s)/g

/** The text cut at the last sentence end that fits (or the last space, with "…"), never inside a character. */
function cutToFit(text: string, limit: number): string {
  if (text.length <= limit) return text
  if (limit <= 1) return ''
  const lastEnd = execAll(text.slice(0, limit + 1), SENTENCE_END)
    .map((end) => end.index + end[0].length)
    .filter((end) => end <= limit)
    .at(-1)
  if (lastEnd !== undefined && lastEnd > limit / 2) return text.slice(0, lastEnd)
  const space = text.lastIndexOf(' ', limit - 1)
  let end = space > limit / 2 ? space : limit - 1
  // A cut between the two halves of a surrogate pair would leave half an emoji.
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--
  return `${text.slice(0, end).trimEnd()}…`
}

/**
 * A rewrite no longer than a message may be. A style can lengthen a message already at the limit
 * ("k." becomes "Okay.", a greeting and a sign-off are added), and a rewrite over the limit could
 * not be analysed or rewritten again. The body ends at the last sentence that fits; the greeting
 * and the sign-off stay.
 */
export function withinMessageLimit(text: string, limit = MESSAGE_MAX_LENGTH): string {
  if (text.length <= limit) return text
  const frame = splitFrame(text)
  const layout = text.includes('\n') ? 'letter' : 'inline'
  const frameLength = joinFrame({ ...frame, body: ' ' }, layout).length - 1
  const fitted = joinFrame({ ...frame, body: cutToFit(frame.body, limit - frameLength) }, layout)
  return fitted.length <= limit ? fitted : cutToFit(text, limit)
}
