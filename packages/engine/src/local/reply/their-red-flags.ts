import type { RedFlag } from '@tipsy/contracts'
import { detectRedFlags } from '../analyze/red-flags'

let last: { text: string; flags: RedFlag[] } | undefined

/**
 * The red flags of their last message, read as a chat. Reading one message for a reply asks for
 * them twice (is it hurt? is it pressure?): the last answer is kept, as red flags are the
 * costliest part of the reading.
 */
export function theirRedFlags(text: string): readonly RedFlag[] {
  if (last?.text !== text) last = { text, flags: detectRedFlags(text, 'text_friend') }
  return last.flags
}
