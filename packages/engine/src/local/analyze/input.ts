import { MESSAGE_MAX_LENGTH } from '@tipsy/contracts'
import { EngineError } from '../../engine'

const MAX_JUNK_SHARE = 0.1

/** Control characters other than tab and line breaks, the replacement character, lone surrogates. */
function isJunk(codePoint: number): boolean {
  const control = codePoint < 0x20 && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d
  return control || codePoint === 0x7f || codePoint === 0xfffd || (codePoint >= 0xd800 && codePoint <= 0xdfff)
}

function junkShare(text: string): number {
  let junk = 0
  let characters = 0
  for (const character of text) {
    characters++
    if (isJunk(character.codePointAt(0) ?? 0)) junk++
  }
  return characters === 0 ? 0 : junk / characters
}

/** Rejects what cannot be analysed with a clear `invalid_input` error; everything else is fair game. */
export function assertAnalysable(message: unknown): asserts message is string {
  if (typeof message !== 'string') throw new EngineError('invalid_input', 'Message must be text')
  if (message.trim().length === 0) throw new EngineError('invalid_input', 'Message must not be empty')
  if (message.length > MESSAGE_MAX_LENGTH) {
    throw new EngineError(
      'invalid_input',
      `Message must be at most ${MESSAGE_MAX_LENGTH} characters (got ${message.length})`,
    )
  }
  if (message.includes('\u0000') || junkShare(message) > MAX_JUNK_SHARE) {
    throw new EngineError('invalid_input', 'Message looks like binary data, not text')
  }
}
