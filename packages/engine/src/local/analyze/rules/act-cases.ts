import type { UseCase } from '@tipsy/contracts'
import { expect, it } from 'vitest'
import { detectRedFlags } from '../red-flags'
import type { RedFlagType } from './rule'

type Case = string | [string, UseCase]

const read = (example: Case): [string, UseCase] =>
  typeof example === 'string' ? [example, 'general'] : example

/**
 * The two halves of every act rule's test: messages that must get a flag of `type` (over words of
 * the message) and look-alikes that must not get one.
 */
export function itFindsTheAct(type: RedFlagType, flagged: readonly Case[], harmless: readonly Case[]): void {
  it.each(flagged.map(read))('flags %s', (text, useCase) => {
    const flags = detectRedFlags(text, useCase).filter((flag) => flag.type === type)
    expect(flags.length).toBeGreaterThan(0)
    for (const flag of flags) expect(text.slice(flag.span?.start, flag.span?.end)).toBe(flag.text)
  })
  it.each(harmless.map(read))('leaves alone %s', (text, useCase) => {
    expect(detectRedFlags(text, useCase).map((flag) => flag.type)).not.toContain(type)
  })
}
