import { hashString } from '../text/random'
import type { MessageReading } from './reading'

/**
 * One line from a bank for this message: the same message always gets the same line, different
 * messages spread over the bank (so no line is bolted onto every rewrite).
 */
export function choose<T>(reading: MessageReading, salt: string, bank: readonly T[]): T {
  const item = bank[hashString(`${salt}:${reading.message}`) % bank.length]
  if (item === undefined) throw new Error('choose from an empty bank')
  return item
}
