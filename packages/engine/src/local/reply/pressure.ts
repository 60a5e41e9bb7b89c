import { sentencesOf, TEASING } from './message-text'
import { theirRedFlags } from './their-red-flags'

/** Pressure, guilt and scams: a reply to them sets a boundary, never complies. */

const ULTIMATUM =
  /\bif I don'?t hear (?:back|from you)\b|\bI'?ll assume\b|\bor else\b|\blast chance\b|\bfinal warning\b/i

const PRESSURE_FLAGS = new Set([
  'scam',
  'sexual_pressure',
  'guilt_trip',
  'ultimatum',
  'threat',
  'isolation',
  'monitoring',
  'showing_up',
])
const DEMANDS: [RegExp, string][] = [
  [
    /\b(?:verification |security |6[- ]digit |login )?codes?\b(?!\s+(?:freeze|review|base|change))/i,
    'the code',
  ],
  [/\bgift ?cards?\b/i, 'gift cards'],
  [/\b(?:bank (?:details|account|info)|card (?:number|details)|pin|password|login)\b/i, 'my details'],
  [/\b(?:nudes?|pics?|photos?|pictures?)\b/i, 'photos'],
  [
    /(?:\b(?:money|cash|transfer|wire|venmo|paypal|crypto|bitcoin|fee|payment|pay)\b|[$£€]\s?\d|\b\d+\s?(?:dollars|quid|pounds|euros|bucks)\b)/i,
    'money',
  ],
  [/\b(?:address|location)\b/i, 'my address'],
]

/** What they want from the writer: only sentences said to the writer count ("who can pay upfront" is someone else). */
export function demandOf(text: string): string | undefined {
  const toWriter = sentencesOf(text)
    .filter((sentence) =>
      /\b(?:you|u|your)\b|^(?:send|pay|transfer|reply|click|buy|give|share)\b/i.test(sentence),
    )
    .join(' ')
  return DEMANDS.find(([pattern]) => pattern.test(toWriter))?.[1]
}

/** A tease ("6am legs tmrw or u bailing again 😏") is pressure only when money or details are asked. */
const MONEY_OR_DETAILS =
  /\b(?:money|cash|pay|payment|fee|codes?|link|card|gift|bank|password|details|deposit|transfer)\b|[£$€]\s?\d/i
/** Marketplace scams in their usual words: payment "friends and family", a courier sent to collect. */
const MARKETPLACE_SCAM =
  /\bpaypal (?:friends (?:and|&) family|f&f|f and f)\b|\bmy (?:courier|driver|agent) (?:will )?(?:collect|pick)/i

export function isPressure(text: string): boolean {
  if (MARKETPLACE_SCAM.test(text)) return true
  if (TEASING.test(text) && !MONEY_OR_DETAILS.test(text)) return false
  // An ultimatum or guilt that is not aimed at the reader ("otherwise it's going to the tip", "I
  // feel like such an idiot") is news or feeling, and a boundary would answer the wrong thing.
  const flags = theirRedFlags(text)
    .filter(
      (flag) =>
        !['ultimatum', 'guilt_trip'].includes(flag.type) ||
        /\b(?:you|u|your|ur)\b/i.test(flag.text ?? '') ||
        /\b(?:deposit|pay|send|transfer|money|upfront|up front)\b|[£$€]\s?\d/i.test(text),
    )
    .map((flag) => flag.type as string)
  const scamCue =
    /\b(?:money|cash|pay|payment|fee|codes?(?!\s+(?:freeze|review|base))|link|card|gift|bank|password|details|prize|won|verify|account|transfer|£|\$)/i.test(
      text,
    )
  if (flags.some((type) => PRESSURE_FLAGS.has(type) && (type !== 'scam' || scamCue))) return true
  if (ULTIMATUM.test(text)) return true
  if (/\b(?:opportunity|starter kit|be your own boss|passive income|side hustle)\b/i.test(text) && scamCue)
    return true
  if (
    /\b(?:https?:\/\/|www\.|[a-z0-9-]+\.(?:com|co\.uk|net|org|info|xyz|top)\/)/i.test(text) &&
    /\b(?:pay|fee|verify|card|account|parcel|delivery|suspended|locked)\b/i.test(text)
  )
    return true
  if (
    /\b(?:new number|reply with your (?:card|bank|details|code|pin|password|account|date of birth)|card number|expiry date|security code)\b/i.test(
      text,
    ) &&
    /\b(?:send|pay|reply|transfer|card)\b/i.test(text)
  )
    return true
  const urgent = flags.includes('pressure') || /\b(?:urgent|asap|right now|immediately|hurry)\b/i.test(text)
  return (
    urgent &&
    /\b(?:codes?(?!\s+(?:freeze|review|base))|gift ?cards?|password|bank|pin|wire|crypto|bitcoin)\b/i.test(
      text,
    )
  )
}
