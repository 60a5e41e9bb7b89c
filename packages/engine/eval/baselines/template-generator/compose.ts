import type { ToneName, Tones } from '@tipsy/contracts'
import { toneNames } from '@tipsy/contracts'
import type { PlatformRules } from '../../../src/local/generate/platform'
import { pickVoice } from '../../../src/local/generate/tone-mix'
import { pickWeighted } from '../../../src/local/text/random'
import { BODY_VOICES, type VoiceBank } from './banks/bank'
import { BODIES } from './banks/bodies'
import {
  ASKING_CLOSERS,
  EMAIL_GREETINGS,
  EMAIL_SIGN_OFFS,
  EXPRESSING_CLOSERS,
  FLOURISHES,
  OPENERS,
} from './banks/framing-lines'
import type { MessageDetails } from './details'
import { ASKING_INTENTS, type Intent } from './intent'

/** Everything one generation call knows before writing any message. */
export interface MessagePlan {
  intent: Intent
  details: MessageDetails
  tones: Tones
  rules: PlatformRules
}

/** One message's lines before the dial acts on them; optional lines can be dropped to fit. */
export interface Draft {
  voice: ToneName
  greeting?: string
  opener?: string
  body: string
  flourishes: { voice: ToneName; line: string }[]
  closer?: string
  signOff?: string
}

const SLOT = /\{(\w+)\}/g

function fill(template: string, details: MessageDetails): string | null {
  let complete = true
  const filled = template.replace(SLOT, (_, slot: string) => {
    const value = details[slot as keyof MessageDetails]
    if (!value) complete = false
    return value ?? ''
  })
  return complete ? filled : null
}

/**
 * A line from the bank whose slots the details can fill, favouring lines that use more of
 * them (a message that names the day beats one that does not) and lines not used yet.
 */
function chooseLine(
  lines: readonly string[] | undefined,
  details: MessageDetails,
  random: () => number,
  used?: Set<string>,
): string | undefined {
  const eligible = (lines ?? []).flatMap((line) => {
    const filled = fill(line, details)
    return filled === null ? [] : [{ line, filled, weight: 1 + 2 * (line.match(SLOT)?.length ?? 0) }]
  })
  const fresh = eligible.filter((candidate) => !used?.has(candidate.line))
  const chosen = pickWeighted(random, fresh.length > 0 ? fresh : eligible, (candidate) => candidate.weight)
  if (chosen) used?.add(chosen.line)
  return chosen?.filled
}

function bodyVoice(voice: ToneName): (typeof BODY_VOICES)[number] {
  return (BODY_VOICES as readonly ToneName[]).includes(voice)
    ? (voice as (typeof BODY_VOICES)[number])
    : 'casual'
}

function flourishesFor(plan: MessagePlan, random: () => number): Draft['flourishes'] {
  const strongestFirst = toneNames
    .filter((name) => FLOURISHES[name])
    .sort((a, b) => plan.tones[b] - plan.tones[a])
  const lines: Draft['flourishes'] = []
  for (const voice of strongestFirst) {
    const strength = plan.tones[voice] / 100
    const chance = voice === 'drunk' ? 0.8 * strength : 0.6 * strength
    if (lines.length >= plan.rules.maxFlourishes || random() >= chance) continue
    const line = chooseLine(FLOURISHES[voice], plan.details, random)
    if (line) lines.push({ voice, line })
  }
  return lines
}

/** True when two lines share a run of three words (case and punctuation aside). */
export function sharesPhrase(a: string, b: string): boolean {
  const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? []
  const trigrams = (list: string[]) =>
    list.slice(2).map((word, index) => `${list[index]} ${list[index + 1]} ${word}`)
  const inB = new Set(trigrams(words(b)))
  return trigrams(words(a)).some((trigram) => inB.has(trigram))
}

/** Drafts one message: a voice drawn from the sliders, its body, and optional opener, extras and closer. */
export function draftMessage(plan: MessagePlan, random: () => number, usedBodies: Set<string>): Draft {
  const voice = pickVoice(plan.tones, random)
  const bodies: VoiceBank = BODIES[plan.intent]
  const body =
    chooseLine(bodies[bodyVoice(voice)], plan.details, random, usedBodies) ??
    chooseLine(BODIES.general[bodyVoice(voice)], plan.details, random, usedBodies) ??
    ''
  const closerBank = ASKING_INTENTS.has(plan.intent) ? ASKING_CLOSERS : EXPRESSING_CLOSERS
  // A closer that repeats the body ("…let me know. Please let me know.") is left out.
  const closers = closerBank[voice]?.filter((line) => !sharesPhrase(line, body))
  const draft: Draft = { voice, body, flourishes: flourishesFor(plan, random) }
  if (plan.rules.letter) {
    draft.greeting = chooseLine(EMAIL_GREETINGS[voice], plan.details, random)
    draft.signOff = chooseLine(EMAIL_SIGN_OFFS[voice], plan.details, random)
    draft.closer = chooseLine(closers, plan.details, random)
    return draft
  }
  if (random() < plan.rules.openerChance) draft.opener = chooseLine(OPENERS[voice], plan.details, random)
  // Extras already make a message long: a closer then comes less often.
  if (random() < (draft.flourishes.length > 0 ? 0.35 : 0.7))
    draft.closer = chooseLine(closers, plan.details, random)
  return draft
}

/** The same draft with its `count` least important optional lines removed (extras, then closer, then opener). */
export function withoutOptional(draft: Draft, count: number): Draft | null {
  const optional = draft.flourishes.length + (draft.closer ? 1 : 0) + (draft.opener ? 1 : 0)
  if (count > optional) return null
  const flourishes = draft.flourishes.slice(0, Math.max(0, draft.flourishes.length - count))
  let left = count - (draft.flourishes.length - flourishes.length)
  const trimmed: Draft = { ...draft, flourishes }
  if (left > 0 && trimmed.closer) {
    delete trimmed.closer
    left--
  }
  if (left > 0 && trimmed.opener) delete trimmed.opener
  return trimmed
}

/** After "Hey Sam," or "Listen," (or a tipsy "heyyy") the body reads on in lower case. */
function afterOpener(opener: string | undefined, body: string): string {
  if (!opener || /[.!?)\p{Extended_Pictographic}]$/u.test(opener) || /^I\b/.test(body)) return body
  return body.charAt(0).toLowerCase() + body.slice(1)
}

/** The chat text of a draft: everything between any greeting and sign-off. */
export function draftCore(draft: Draft): string {
  const body = afterOpener(draft.opener, draft.body)
  return [draft.opener, body, ...draft.flourishes.map((flourish) => flourish.line), draft.closer]
    .filter((line): line is string => Boolean(line))
    .join(' ')
}
