import type { ChatBubble, Platform } from '@tipsy/contracts'
import { normalizeRequest } from '../generate/request/normalize'
import { fromWritersSide } from '../generate/request/received-message'
import type { Register } from '../lexicon/relations'
import { findWhen } from './when'

/** What the thread around their last message tells a reply: who, how formal, what was being planned. */
export interface ThreadContext {
  register: Register
  /** Their name, when the thread gives it ("it's Priya", "hey Sam" from the writer). */
  name?: string
  /** The plan or thing the conversation is about, from the bubbles before ("dinner"). */
  earlierWhat?: string
  earlierWhen?: string
  /** A dating chat, where a story can wait for the date. */
  setting?: 'dating'
}

const WORK =
  /\b(?:meeting|client|deck|report|deadline|manager|project|invoice|eod|cob|stakeholders?|agenda|slides|sprint|standup|stand-up|pull request|proposal|contract|colleague|office|quarterly|q[1-4]|budget|review|onboarding|hr|payroll|shift|roster|sync|ticket|release|presentation|kind regards|best regards|please find|per our|team)\b/gi
const CASUAL =
  /\b(?:lol|haha+|omg|babe|bro|dude|mate|xx+|lmao|wanna|gonna|u|ur|tmrw|ya|yo|😂|❤️|😘)\b|[😂❤😘🥰😍]/giu

const PROFESSIONAL_PLATFORMS: ReadonlySet<Platform> = new Set(['email', 'linkedin', 'teams', 'slack'])

function registerOf(thread: readonly ChatBubble[], platform: Platform | undefined): Register {
  const text = thread.map((bubble) => bubble.text).join('\n')
  const work = text.match(WORK)?.length ?? 0
  const casual = (text.match(CASUAL)?.length ?? 0) + (text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0)
  if (platform && PROFESSIONAL_PLATFORMS.has(platform) && casual < 2) return 'professional'
  return (work >= 2 && casual === 0) || (work >= 3 && work > 2 * casual) ? 'professional' : 'casual'
}

const NOT_A_NAME = new Set(
  'I Hey Hi Hello Thanks Thank Sorry Ok Okay Yes No Sure Lol Omg Babe Mate Dude Bro Guys All Everyone Team There Love Hun Man'
    .toLowerCase()
    .split(' '),
)

function nameOf(thread: readonly ChatBubble[]): string | undefined {
  const candidates: string[] = []
  for (const bubble of thread) {
    const patterns =
      bubble.side === 'them'
        ? [
            /\b(?:it'?s|this is|i'?m)\s+(\p{Lu}[\p{Ll}'’-]+)(?=\s+(?:from|here|btw)\b|[,.!]|$)/u,
            /(?:^|\n)\s*[-–—~]\s*(\p{Lu}[\p{Ll}'’-]+)\s*$/u,
          ]
        : [/^(?:hey|hi|hello|hiya|thanks|thank you|morning|evening)\s+(\p{Lu}[\p{Ll}'’-]+)\b/iu]
    for (const pattern of patterns) {
      const found = pattern.exec(bubble.text.trim())?.[1]
      if (found && /^\p{Lu}/u.test(found) && !NOT_A_NAME.has(found.toLowerCase())) candidates.push(found)
    }
  }
  return candidates.at(-1)
}

/** Nouns of plans and things people arrange over chat, for what "what time?" refers back to. */
const PLAN_NOUN =
  /\b(?:(?:the|our|your|my|this|that)\s+)?(?:dinner|lunch|breakfast|brunch|drinks?|coffee|party|bbq|barbecue|meeting|call|game|match|movie|film|cinema|concert|gig|show|date|trip|wedding|class|appointment|interview|presentation|shift|hike|run|picnic|dentist|doctor|flight|train|drive|delivery|pickup|pick-up|viewing|reservation|booking|table|tickets?|event|birthday|session|workout|gym|practice|rehearsal|sleepover|playdate|party)\b/i

function earlierPlan(thread: readonly ChatBubble[]): { what?: string; when?: string } {
  const before = thread.slice(0, -1).reverse()
  let what: string | undefined
  let when: string | undefined
  for (const bubble of before) {
    const text = normalizeRequest(bubble.text)
    if (!what) {
      const found = PLAN_NOUN.exec(text)?.[0]
      if (found) what = bubble.side === 'them' ? fromWritersSide(found) : found
    }
    when ??= findWhen(text)
    if (what && when) break
  }
  return { ...(what ? { what } : {}), ...(when ? { when } : {}) }
}

export function readThread(thread: readonly ChatBubble[], platform?: Platform): ThreadContext {
  const name = nameOf(thread)
  const earlier = earlierPlan(thread)
  const text = thread.map((bubble) => bubble.text).join(' ')
  const dating = /\b(?:your (?:profile|prompt|pics?|bio)|swipe|matched|first date|date)\b/i.test(text)
  return {
    register: registerOf(thread, platform),
    ...(dating ? { setting: 'dating' as const } : {}),
    ...(name ? { name } : {}),
    ...(earlier.what ? { earlierWhat: earlier.what } : {}),
    ...(earlier.when ? { earlierWhen: earlier.when } : {}),
  }
}
