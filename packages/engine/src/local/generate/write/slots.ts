import type { Register } from '../../lexicon/relations'
import type { Part, Reading } from '../request/reading'
import { verbPhraseToGerund } from '../request/verb-forms'

/**
 * The words a frame can place, taken from one part of the reading. A frame is a template such as
 * "Thank you so much for {t}." and is used only when every slot it names has a value.
 *
 *   {s} statement, lower-case start     {S} statement as a sentence
 *   {t} topic (noun or -ing phrase)     {tn} topic as a noun phrase ("you covering my shift")
 *   {a} action, base verb phrase        {ag} action as an -ing phrase
 *   {p} what the writer asks to do      {d} direct question  {D} capitalised  {e} embedded question
 *   {o} occasion ("good luck on")       {O} the occasion's name ("Eid" of "happy eid")
 *   {n} the reader's name            {pn} what the writer asks for, without "get" ("midnight")
 *   {r} what the reader asked, after "you asked" / "I got asked" ("if your son can use our wifi")
 */
export type Slots = Partial<
  Record<
    's' | 'S' | 't' | 'tn' | 'a' | 'ag' | 'p' | 'pg' | 'pn' | 'd' | 'D' | 'e' | 'o' | 'O' | 'n' | 'r',
    string
  >
>

export function capitalise(text: string): string {
  return text.replace(
    /^(\s*["'“(]?)(\p{Ll})/u,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

/** Lower-cases the first letter unless it starts "I", an acronym or a name the proper-noun pass restores. */
export function lowerStart(text: string): string {
  if (/^(?:I\b|I'|\p{Lu}{2}|\p{Lu}\p{L}*\d)/u.test(text)) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export function slotsOf(part: Part | undefined, reading: Reading, register: Register): Slots {
  const slots: Slots = {}
  if (reading.reader.name && !reading.reader.name.startsWith('@'))
    slots.n = reading.reader.name.split(' and ')[0]
  if (reading.occasion) {
    slots.o = reading.occasion
    const named = /^(?:happy|merry)\s+(.+)$/i.exec(reading.occasion)?.[1]
    // Holidays are names ("Happy Eid!"); a birthday or an anniversary is not.
    if (named)
      slots.O = /^(?:birthday|bday|anniversary|holidays|retirement|graduation)$/i.test(named)
        ? named.toLowerCase()
        : named.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()).replace(/'S\b/g, "'s")
  }
  if (!part) return slots
  switch (part.kind) {
    case 'statement':
    case 'reason':
    case 'quote': {
      // Frames end the sentence themselves: "…Atomico!!" must not become "…Atomico!!.".
      const text = part.text.replace(/[\s.!?]+$/, '')
      slots.s = lowerStart(text)
      slots.S = capitalise(text)
      const asked =
        /^(?:you asked(?: me| us)?|I (?:got|was|have been|'ve been) asked|we (?:got|were|have been|'ve been) asked)\s+((?:if|whether|to|for|about)\s+.+)$/i.exec(
          text,
        )
      if (asked?.[1]) slots.r = asked[1]
      break
    }
    case 'question': {
      const embedded = register === 'professional' ? part.embedded : part.embedded.replace(/^whether\b/, 'if')
      slots.e = embedded
      if (part.direct) {
        slots.d = lowerStart(part.direct)
        slots.D = capitalise(part.direct)
      }
      break
    }
    case 'action': {
      // Asked as a favour, "don't come next week" reads "could you not come next week?".
      const negative = /^(?:don't|do not)\s+/i.exec(part.text)
      if (negative && reading.act === 'request') {
        const verb = part.text.slice(negative[0].length)
        slots.a = `not ${verb}`
        slots.ag = `not ${verbPhraseToGerund(verb)}`
      } else {
        slots.a = part.text
        slots.ag = verbPhraseToGerund(part.text)
      }
      break
    }
    case 'permission':
      slots.p = part.text
      slots.pg = verbPhraseToGerund(part.text)
      if (/^get\s+/i.test(part.text)) slots.pn = part.text.replace(/^get\s+/i, '')
      break
    case 'topic':
      slots.t = part.text.replace(/[\s.!?]+$/, '')
      slots.tn = part.gerund ? `you ${part.text}` : part.text
      break
  }
  return slots
}

const SLOT = /\{(\w+)\}/g

/** The template with its slots filled, or null when one of them has no value. */
export function fill(template: string, slots: Slots): string | null {
  let complete = true
  const filled = template.replace(SLOT, (_, name: string) => {
    const value = slots[name as keyof Slots]
    if (value === undefined || value === '') complete = false
    return value ?? ''
  })
  return complete ? capitalise(filled) : null
}
